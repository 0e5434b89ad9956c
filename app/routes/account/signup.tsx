import { useState } from "react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { PasswordField } from "~/components/auth/password-field";
import { PasswordStrengthMeter } from "~/components/auth/password-strength-meter";
import { TextField } from "~/components/auth/text-field";
import { safeRedirectTo } from "~/domain/auth/access.server";
import { requireGuest } from "~/server/web/access.server";
import { readForm } from "~/platform/http/forms.server";
import { formError } from "~/platform/http/api.server";
import { signup } from "~/domain/auth/auth.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { sessionCookieHeader } from "~/server/web/session-cookie.server";
import { MAX_NAME_LENGTH } from "~/domain/auth/auth-schema";
import { useFormResult } from "~/components/auth/use-form-result";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath, langOfRequest, localizePath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/signup";

export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context, request);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    // The account takes the page's language: its code e-mail, and later ones, are written in it (issue 17).
    const lang = langOfRequest(request);
    const { token } = await signup({ ...form, lang }, clientIp(request));
    // Where the visitor was going survives sign-up and verification (e.g. back to their contact message).
    const next = safeRedirectTo(form.redirectTo, "");
    return redirect(
      localizePath(next ? `/verify-email?redirectTo=${encodeURIComponent(next)}` : "/verify-email", lang),
      { headers: { "Set-Cookie": await sessionCookieHeader(token) } },
    );
  } catch (error) {
    // Never echo the password back into the page.
    return formError(error, { name: form.name, email: form.email });
  }
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT().account;
  const lp = useLocalePath();
  const busy = navigation.state !== "idle" && navigation.formAction === lp("/signup");
  const [password, setPassword] = useState("");
  const { fields, values, topError } = useFormResult(actionData);
  const redirectTo = useSearchParams()[0].get("redirectTo");

  return (
    <AuthCard
      title={t.signupTitle}
      footer={
        <>
          {t.haveAccount}{" "}
          <Link
            to={lp(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login")}
            className={linkClass}
          >
            {t.loginLink}
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <AuthError message={busy ? null : topError} />
        <TextField
          name="name"
          label={t.fullNameLabel}
          autoComplete="name"
          required
          maxLength={MAX_NAME_LENGTH}
          defaultValue={values.name}
          error={fields.name}
        />
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
        <div>
          <PasswordField
            name="password"
            label={t.passwordLabel}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fields.password}
            aria-describedby="password-strength"
          />
          <PasswordStrengthMeter password={password} id="password-strength" />
        </div>
        <SubmitButton busy={busy}>{t.signupButton}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = catalogue(langOfPath(location.pathname)).account;
  return pageMeta(matches, t.signupTitle, t.signupDescription);
};

export const headers = retryAfterHeaders;
