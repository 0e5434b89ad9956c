import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { PasswordField } from "~/components/auth/password-field";
import { toast } from "~/components/toaster";
import { requireGuest } from "~/server/web/access.server";
import { readForm } from "~/platform/http/forms.server";
import { formError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { isResetTokenUsable, resetPassword } from "~/domain/auth/password-reset.server";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import { useFormResult } from "~/components/auth/use-form-result";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath, langOfRequest, localizePath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/reset-password";
import { msg } from "~/i18n/message";

const REDIRECT_DELAY_MS = 2000; // SPEC §9

export function loader({ request, params, context }: Route.LoaderArgs) {
  requireGuest(context, request);
  // Say now that a link is dead, not after the new password was typed twice.
  return { usable: isResetTokenUsable(params.token) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireGuest(context, request);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    await resetPassword(params.token, form, clientIp(request));
  } catch (error) {
    return formError(error);
  }
  // With JavaScript the page shows the toast and moves on after 2 s; without, the toast rides the redirect.
  if (form.js === "1") return { ok: true as const };
  return redirectWithSuccess(localizePath("/login", langOfRequest(request)), msg("resetDoneRedirecting"));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { account: t, messages } = useT();
  const lp = useLocalePath();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(lp("/reset-password/")) === true;
  const [mismatch, setMismatch] = useState(false);
  const { ok, fields, topError, error } = useFormResult(actionData);

  useEffect(() => {
    if (ok) {
      // The mismatch toast from an earlier try no longer applies: the green one stands alone.
      toast.remove();
      toast.success(messages.resetDoneRedirecting);
      const timer = setTimeout(() => navigate(lp("/login"), { replace: true }), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    // SPEC §8: the reset error is also shown as an error toast.
    if (error) toast.error(error);
  }, [actionData]); // eslint-disable-line react-hooks/exhaustive-deps

  // SPEC §5: different passwords stop the request here; the server checks again for visitors without JavaScript.
  function checkMatch(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const differ = form.get("password") !== form.get("confirmPassword");
    setMismatch(differ);
    // Each try answers for itself: what an earlier one said goes at once (a mismatch is said again if it still is).
    toast.remove();
    if (differ) {
      event.preventDefault();
      toast.error(messages.passwordsDoNotMatch);
    }
  }

  const footer = (
    <Link to={lp("/login")} className={linkClass}>
      {t.backToLogin}
    </Link>
  );
  if (!loaderData.usable && !ok) {
    return (
      <AuthCard title={t.resetTitle} footer={footer}>
        <AuthError message={`${messages.resetLinkInvalid}.`} />
        <p className="mt-4 text-center">
          <Link to={lp("/forgot-password")} className={linkClass}>
            {t.requestNewLink}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.resetTitle} footer={footer}>
      {ok ? (
        <p role="status" className="text-center font-medium text-green-700">
          {messages.resetDoneRedirecting}
        </p>
      ) : (
        <Form method="post" className="space-y-4" onSubmit={checkMatch}>
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <AuthError
            message={mismatch ? messages.passwordsDoNotMatch : busy ? null : (topError ?? fields.confirmPassword)}
          />
          <PasswordField
            name="password"
            label={t.newPasswordLabel}
            autoComplete="new-password"
            required
            error={fields.password}
          />
          <PasswordField name="confirmPassword" label={t.confirmPasswordLabel} autoComplete="new-password" required />
          <SubmitButton busy={busy} busyLabel={t.resetBusy}>
            {t.resetButton}
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = catalogue(langOfPath(location.pathname)).account;
  return [...pageMeta(matches, t.resetTitle, t.resetDescription), { name: "robots", content: "noindex" }];
};

export const headers = retryAfterHeaders;
