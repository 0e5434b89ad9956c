import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { PasswordField } from "~/components/auth/password-field";
import { toast } from "~/components/toaster";
import { requireGuest } from "~/domain/auth/access.server";
import { readForm } from "~/domain/platform/forms.server";
import { formError } from "~/domain/platform/api.server";
import { clientIp } from "~/domain/platform/client-ip.server";
import { isResetTokenUsable, resetPassword } from "~/domain/auth/password-reset.server";
import { redirectWithSuccess } from "~/domain/platform/toast.server";
import { PASSWORDS_DO_NOT_MATCH, RESET_DONE, RESET_INVALID_LINK } from "~/schemas/auth";
import { readFormResult } from "~/utils/form-result";
import { pageMeta } from "~/utils/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/reset-password";

const REDIRECT_DELAY_MS = 2000; // SPEC §9

export function loader({ params, context }: Route.LoaderArgs) {
  requireGuest(context);
  // Say now that a link is dead, not after the new password was typed twice.
  return { usable: isResetTokenUsable(params.token) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireGuest(context);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    await resetPassword(params.token, form, clientIp(request));
  } catch (error) {
    return formError(error);
  }
  // With JavaScript the page shows the toast and moves on after 2 s; without, the toast rides the redirect.
  if (form.js === "1") return { ok: true as const };
  return redirectWithSuccess("/login", RESET_DONE);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password/") === true;
  const [mismatch, setMismatch] = useState(false);
  const { ok, fields, topError, error } = readFormResult(actionData);

  useEffect(() => {
    if (ok) {
      // A "Passwords do not match" toast from an earlier try no longer applies: the green one stands alone.
      toast.remove();
      toast.success(RESET_DONE);
      const timer = setTimeout(() => navigate("/login", { replace: true }), REDIRECT_DELAY_MS);
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
      toast.error(PASSWORDS_DO_NOT_MATCH);
    }
  }

  const footer = <Link to="/login" className={linkClass}>Back to Login</Link>;
  if (!loaderData.usable && !ok) {
    return (
      <AuthCard title="Reset Password" footer={footer}>
        <AuthError message={`${RESET_INVALID_LINK}.`} />
        <p className="mt-4 text-center"><Link to="/forgot-password" className={linkClass}>Request a new link</Link></p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" footer={footer}>
      {ok ? (
        <p role="status" className="text-center font-medium text-green-700">{RESET_DONE}</p>
      ) : (
        <Form method="post" className="space-y-4" onSubmit={checkMatch}>
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <AuthError message={mismatch ? PASSWORDS_DO_NOT_MATCH : busy ? null : (topError ?? fields.confirmPassword)} />
          <PasswordField name="password" label="New Password" autoComplete="new-password" required error={fields.password} />
          <PasswordField name="confirmPassword" label="Confirm New Password" autoComplete="new-password" required />
          <SubmitButton busy={busy} busyLabel="Resetting...">Set New Password</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}

export const meta = () => [...pageMeta("Reset Password", "Choose a new password."), { name: "robots", content: "noindex" }];

export const headers = retryAfterHeaders;
