import { useState } from "react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { PasswordField } from "~/components/auth/password-field";
import { PasswordStrengthMeter } from "~/components/auth/password-strength-meter";
import { TextField } from "~/components/auth/text-field";
import { requireGuest, safeRedirectTo } from "~/domain/auth/access.server";
import { readForm } from "~/domain/platform/forms.server";
import { formError } from "~/domain/platform/api.server";
import { signup } from "~/domain/auth/auth.server";
import { clientIp } from "~/domain/platform/client-ip.server";
import { sessionCookieHeader } from "~/domain/auth/sessions.server";
import { MAX_NAME_LENGTH } from "~/schemas/auth";
import { readFormResult } from "~/utils/form-result";
import { pageMeta } from "~/utils/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/signup";

export function loader({ context }: Route.LoaderArgs) {
  requireGuest(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    const { token } = await signup(form, clientIp(request));
    // Where the visitor was going survives sign-up and verification (e.g. back to their contact message).
    const next = safeRedirectTo(form.redirectTo, "");
    return redirect(next ? `/verify-email?redirectTo=${encodeURIComponent(next)}` : "/verify-email", { headers: { "Set-Cookie": await sessionCookieHeader(token) } });
  } catch (error) {
    // Never echo the password back into the page.
    return formError(error, { name: form.name, email: form.email });
  }
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/signup";
  const [password, setPassword] = useState("");
  const { fields, values, topError } = readFormResult(actionData);
  const redirectTo = useSearchParams()[0].get("redirectTo");

  return (
    <AuthCard
      title="Create Account"
      footer={<>Already have an account? <Link to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"} className={linkClass}>Login</Link></>}
    >
      <Form method="post" className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <AuthError message={busy ? null : topError} />
        <TextField name="name" label="Full Name" autoComplete="name" required maxLength={MAX_NAME_LENGTH} defaultValue={values.name} error={fields.name} />
        <TextField name="email" label="Email Address" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} error={fields.email} />
        <div>
          <PasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fields.password}
            aria-describedby="password-strength"
          />
          <PasswordStrengthMeter password={password} id="password-strength" />
        </div>
        <SubmitButton busy={busy}>Sign Up</SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const meta = () => pageMeta("Create Account", "Create an account to like posts and send us messages.");

export const headers = retryAfterHeaders;
