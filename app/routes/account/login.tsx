import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { PasswordField } from "~/components/auth/password-field";
import { TextField } from "~/components/auth/text-field";
import { requireGuest, safeRedirectTo } from "~/domain/auth/access.server";
import { readForm } from "~/domain/platform/forms.server";
import { formError } from "~/domain/platform/api.server";
import { login } from "~/domain/auth/auth.server";
import { clientIp } from "~/domain/platform/client-ip.server";
import { sessionCookieHeader } from "~/domain/auth/sessions.server";
import { readFormResult } from "~/utils/form-result";
import { pageMeta } from "~/utils/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/login";

export function loader({ context }: Route.LoaderArgs) {
  requireGuest(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    const { token } = await login(form, clientIp(request));
    // Only same-site paths: ?redirectTo=//evil.example or javascript: fall back to /.
    return redirect(safeRedirectTo(form.redirectTo), { headers: { "Set-Cookie": await sessionCookieHeader(token) } });
  } catch (error) {
    return formError(error, { email: form.email });
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const { fields, values, topError } = readFormResult(actionData);
  const redirectTo = params.get("redirectTo");

  return (
    <AuthCard
      title="Welcome Back"
      footer={<>Don't have an account? <Link to={redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : "/signup"} className={linkClass}>Sign up</Link></>}
    >
      {/* SPEC §2: after login the history entry is replaced (with JavaScript; a plain POST cannot). */}
      <Form method="post" replace className="space-y-4">
        {/* SPEC §4: a new attempt clears the previous error while it is in flight. */}
        <AuthError message={busy ? null : topError} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField name="email" label="Email Address" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} error={fields.email} />
        <PasswordField name="password" label="Password" autoComplete="current-password" required error={fields.password} />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className={linkClass}>Forgot password?</Link>
        </div>
        <SubmitButton busy={busy}>Login</SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const meta = () => pageMeta("Login", "Log in to your account.");

export const headers = retryAfterHeaders;
