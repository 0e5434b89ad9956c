import { Form, Link, useNavigation } from "react-router";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { TextField } from "~/components/auth/text-field";
import { requireGuest } from "~/server/web/access.server";
import { readForm } from "~/platform/http/forms.server";
import { formError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { forgotPassword } from "~/domain/auth/password-reset.server";
import { useFormResult } from "~/components/auth/use-form-result";
import { t as catalogue, messageIn } from "~/i18n/catalogue";
import { langOfPath, langOfRequest } from "~/i18n/languages";
import { useLang, useLocalePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/forgot-password";

export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(context, request);
  let form: Record<string, string> = {};
  try {
    form = await readForm(request);
    // The same message whether or not the account exists.
    // The reset e-mail is written in the language of this page (issue 17).
    const { email, message } = forgotPassword({ ...form, lang: langOfRequest(request) }, clientIp(request));
    return { ok: true as const, message, email };
  } catch (error) {
    return formError(error, { email: form.email });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT().account;
  const lang = useLang();
  const lp = useLocalePath();
  const busy = navigation.state !== "idle" && navigation.formAction === lp("/forgot-password");
  const { fields, values, topError } = useFormResult(actionData);
  const done =
    actionData && "email" in actionData ? messageIn(lang, "resetLinkSent", { email: actionData.email }) : null;
  const backToLogin = (
    <Link to={lp("/login")} className={linkClass}>
      <span aria-hidden="true">← </span>
      {t.backToLogin}
    </Link>
  );

  return (
    <AuthCard title={t.forgotTitle} footer={backToLogin}>
      {done ? (
        <p role="status" className="text-center text-slate-700">
          {done}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-center text-slate-700">{t.forgotLead}</p>
          <AuthError message={busy ? null : topError} />
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
          <SubmitButton busy={busy}>{t.forgotButton}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = catalogue(langOfPath(location.pathname)).account;
  return pageMeta(matches, t.forgotTitle, t.forgotDescription);
};

export const headers = retryAfterHeaders;
