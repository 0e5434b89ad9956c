import { useRef, useState } from "react";
import { Form, Link, useNavigation, useSearchParams, useSubmit } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthCard, AuthError, linkClass, SubmitButton } from "~/components/auth/auth-card";
import { CodeInput } from "~/components/auth/code-input";
import { formError } from "~/platform/http/api.server";
import { readFormData } from "~/platform/http/forms.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { resendVerificationCode, verifyEmail } from "~/domain/auth/email-verification.server";
import { getCurrentUser } from "~/server/web/current-user.server";
import { redirectWithSuccess } from "~/platform/http/toast.server";
import { safeRedirectTo } from "~/domain/auth/access.server";
import { useFormResult } from "~/components/auth/use-form-result";
import { t as catalogue } from "~/i18n/catalogue";
import { langOfPath, langOfRequest, localizePath } from "~/i18n/languages";
import { useLocalePath, useMessage, useT } from "~/i18n/use-language";
import { pageMeta } from "~/ui/meta";
import { retryAfterHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/verify-email";
import { msg } from "~/i18n/message";

// Open to anyone (SPEC §2): guests are told to log in, verified users that there is nothing to do.
export function loader({ context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  return {
    state: !user ? ("guest" as const) : user.isVerified ? ("verified" as const) : ("pending" as const),
    email: user?.email ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    return formError(error, { intent: "verify" });
  }
  const user = getCurrentUser(context);
  const ip = clientIp(request);
  const lang = langOfRequest(request);
  if (form.get("intent") === "resend") {
    try {
      // The new code's e-mail is in the language of the page it was asked from.
      const { message } = await resendVerificationCode(user, ip, lang);
      return { ok: true as const, intent: "resend", message };
    } catch (error) {
      return formError(error, { intent: "resend" });
    }
  }
  // The six boxes arrive as six "code" fields; the server joins them.
  const code = form
    .getAll("code")
    .map((part) => String(part).trim())
    .join("");
  try {
    verifyEmail(user, { code }, ip);
  } catch (error) {
    return formError(error, { intent: "verify" });
  }
  // SPEC §4: verification goes home, unless the visitor was on their way somewhere (e.g. their contact message).
  return redirectWithSuccess(safeRedirectTo(form.get("redirectTo"), localizePath("/", lang)), msg("emailVerified"));
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().account;
  const lp = useLocalePath();
  const loginLink = (
    <Link to={lp(`/login?redirectTo=${encodeURIComponent(lp("/verify-email"))}`)} className={linkClass}>
      {t.loginLink}
    </Link>
  );
  if (loaderData.state === "guest") {
    return (
      <AuthCard
        title={t.verifyTitle}
        footer={
          <>
            {t.noAccount}{" "}
            <Link to={lp("/signup")} className={linkClass}>
              {t.signupLink}
            </Link>
          </>
        }
      >
        <p className="text-center text-slate-700">{t.verifyGuest}</p>
        <p className="mt-4 text-center">{loginLink}</p>
      </AuthCard>
    );
  }
  if (loaderData.state === "verified") {
    return (
      <AuthCard title={t.verifyTitle}>
        <p className="text-center text-slate-700">{t.alreadyVerified}</p>
        <p className="mt-4 text-center">
          <Link to={lp("/")} className={linkClass}>
            {t.goHome}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return <CodeForm email={loaderData.email} actionData={actionData} />;
}

function CodeForm({ email, actionData }: { email: string | null; actionData: unknown }) {
  const redirectTo = useSearchParams()[0].get("redirectTo");
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [digits, setDigits] = useState<string[]>([]);
  const t = useT().account;
  const lp = useLocalePath();
  const m = useMessage();
  const result = useFormResult(actionData);
  const sent = m((actionData as { message?: string } | undefined)?.message);
  const pendingIntent =
    navigation.formAction === lp("/verify-email") ? (navigation.formData?.get("intent") ?? "verify") : null;
  const verifying = pendingIntent === "verify";
  const incomplete = digits.length === 0 || digits.some((d) => d === "");
  const verifyError = result.values.intent === "verify" ? result.error : null;
  const resendError = result.values.intent === "resend" ? result.error : null;

  return (
    <AuthCard title={t.verifyTitle} lead={<span id="code-prompt">{t.verifyLead}</span>}>
      {email ? (
        <p className="-mt-3 mb-5 text-center text-sm text-slate-600">
          {t.sentTo} <strong>{email}</strong>.
        </p>
      ) : null}
      <Form ref={formRef} method="post" className="space-y-5">
        <input type="hidden" name="intent" value="verify" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <CodeInput
          labelledBy="code-prompt"
          invalid={!!verifyError}
          resetKey={actionData ?? undefined}
          onChange={setDigits}
          onComplete={() => formRef.current && submit(formRef.current)}
        />
        <AuthError message={verifying ? null : verifyError} />
        {/* Before hydration (or without JavaScript) the button must stay usable: nothing tracks the boxes. */}
        <SubmitButton busy={verifying} busyLabel={t.verifyBusy} disabled={hydrated && incomplete}>
          {t.verifyButton}
        </SubmitButton>
      </Form>
      <Form method="post" className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
        <input type="hidden" name="intent" value="resend" />
        {t.noCode}{" "}
        <button type="submit" className={`${linkClass} disabled:opacity-60`} disabled={pendingIntent === "resend"}>
          {t.resendButton}
        </button>
        {sent ? (
          <p role="status" className="mt-2 font-medium text-green-700">
            {sent}
          </p>
        ) : null}
        {resendError ? (
          <div className="mt-2">
            <AuthError message={resendError} />
          </div>
        ) : null}
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = catalogue(langOfPath(location.pathname)).account;
  return [...pageMeta(matches, t.verifyTitle, t.verifyDescription), { name: "robots", content: "noindex" }];
};

export const headers = retryAfterHeaders;
