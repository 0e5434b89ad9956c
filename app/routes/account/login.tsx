import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { PasswordField } from "~/components/auth/password-field";
import { TextField } from "~/components/auth/text-field";
import { safeRedirectTo } from "~/domain/auth/access.server";
import { requireGuest } from "~/server/web/access.server";
import { readForm } from "~/platform/http/forms.server";
import { formError } from "~/platform/http/api.server";
import { login } from "~/domain/auth/auth.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { sessionCookieHeader } from "~/server/web/session-cookie.server";
import { useFormResult } from "~/components/auth/use-form-result";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath, langOfRequest, localizePath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/login";

export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context, request);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    const { token } = await login(form, clientIp(request));
    // Only same-site paths: ?redirectTo=//evil.example or javascript: fall back to /.
    // A redirectTo goes as given; without one, home in the page's language.
    return redirect(safeRedirectTo(form.redirectTo, localizePath("/", langOfRequest(request))), {
      headers: { "Set-Cookie": await sessionCookieHeader(token) },
    });
  } catch (error) {
    return formError(error, { email: form.email });
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const t = useT().account;
  const lp = useLocalePath();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(lp("/login")) === true;
  const { fields, values, topError } = useFormResult(actionData);
  const redirectTo = params.get("redirectTo");

  return (
    <AuthCard
      title={t.loginTitle}
      footer={
        <>
          {t.noAccount}{" "}
          <Link
            to={lp(redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup")}
            className={linkClass}
          >
            {t.signupLink}
          </Link>
        </>
      }
    >
      {/* SPEC §2: after login the history entry is replaced (with JavaScript; a plain POST cannot). */}
      <Form method="post" replace className="space-y-4">
        {/* SPEC §4: a new attempt clears the previous error while it is in flight. */}
        <AuthError message={busy ? null : topError} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          name="email"
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email}
          error={fields.email}
        />
        <PasswordField
          name="password"
          label={t.passwordLabel}
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <div className="text-right text-sm">
          <Link to={lp("/forgot-password")} className={linkClass}>
            {t.forgotLink}
          </Link>
        </div>
        <SubmitButton busy={busy}>{t.loginButton}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = catalogue(langOfPath(location.pathname)).account;
  return pageMeta(matches, t.loginMetaTitle, t.loginDescription);
};

export const headers = retryAfterHeaders;
