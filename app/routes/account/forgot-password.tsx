import { Form, Link, useNavigation } from "react-router";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { TextField } from "~/components/auth/text-field";
import { requireGuest } from "~/domain/auth/access.server";
import { readForm } from "~/domain/platform/forms.server";
import { formError } from "~/domain/platform/api.server";
import { clientIp } from "~/domain/platform/client-ip.server";
import { forgotPassword } from "~/domain/auth/password-reset.server";
import { readFormResult } from "~/utils/form-result";
import { pageMeta } from "~/utils/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/forgot-password";

export function loader({ context }: Route.LoaderArgs) {
  requireGuest(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    // The same message whether or not the account exists.
    const { message } = forgotPassword(form, clientIp(request));
    return { ok: true as const, message };
  } catch (error) {
    return formError(error, { email: form.email });
  }
}

const backToLogin = (
  <Link to="/login" className={linkClass}>
    <span aria-hidden="true">← </span>Back to Login
  </Link>
);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  const { fields, values, topError } = readFormResult(actionData);
  const done = actionData && "message" in actionData ? actionData.message : null;

  return (
    <AuthCard title="Forgot Password" footer={backToLogin}>
      {done ? (
        <p role="status" className="text-center text-slate-700">{done}</p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-center text-slate-700">Enter your email address and we'll send you a link to reset your password.</p>
          <AuthError message={busy ? null : topError} />
          <TextField name="email" label="Email Address" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} error={fields.email} />
          <SubmitButton busy={busy}>Send Reset Link</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}

export const meta = () => pageMeta("Forgot Password", "Get a link to reset your password.");

export const headers = retryAfterHeaders;
