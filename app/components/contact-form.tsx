import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { HoneypotFields } from "~/components/honeypot-fields";
import { useLocalePath, useMessage, useT } from "~/i18n/use-language";
import { CONTACT_FORM_TYPES } from "~/domain/people/contact-schema";

type ActionResult =
  { ok?: boolean; error?: string; fields?: Record<string, string>; values?: Record<string, unknown> } | undefined;

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="field-label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Props = {
  signedIn: boolean;
  sent: boolean;
  result: ActionResult;
  prefill: Record<string, string>;
  honeypot: HoneypotInputProps;
  restored: boolean;
};

export function ContactForm({ signedIn, sent, result, prefill, honeypot, restored }: Props) {
  const t = useT().common.contactForm;
  const lp = useLocalePath();
  // Errors come from the server (zod, §8) in English: said in the page's language.
  const message = useMessage();
  const here = lp("/contact#message-us");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(lp("/contact"));
  const formRef = useRef<HTMLFormElement>(null);
  const { key } = useLocation();
  // A send comes back through a redirect to this same page: the mounted form is emptied here (each send is a new
  // location key). Without JavaScript the page is new and starts empty anyway.
  useEffect(() => {
    if (sent) formRef.current?.reset();
  }, [sent, key]);
  const fields = Object.fromEntries(
    Object.entries(result?.fields ?? {}).map(([k, v]) => [k, message(v) ?? ""]),
  ) as Record<string, string>;
  // After a send the form is cleared (SPEC §2) but keeps who is writing; after a failure it keeps what was typed.
  const values = { ...prefill, ...(result?.values ?? {}) } as Record<string, string>;
  const attrs = (name: string) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": fields[name] ? true : undefined,
    "aria-describedby": fields[name] ? `contact-${name}-error` : undefined,
    className: "field-input",
  });

  return (
    // The fragment brings an error back in view: without JavaScript the browser shows the answer at #message-us (the
    // result sits at the top of the form), not at the top of the page, 1,300 px above it on a phone. A success
    // redirects to the same anchor (contact.server.ts).
    <Form ref={formRef} method="post" action={here} className="space-y-4" preventScrollReset>
      {/* The toast says this too; said here as well, where the eye is after coming back to the form. */}
      {sent && !result ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {t.sent}
        </p>
      ) : null}
      {result?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {message(result.error)}
        </p>
      ) : null}
      {restored && !result ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {t.restored}
        </p>
      ) : null}
      <HoneypotFields {...honeypot} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label={t.name} error={fields.name}>
          <input {...attrs("name")} required maxLength={100} autoComplete="name" />
        </Field>
        <Field name="email" label={t.email} error={fields.email}>
          <input {...attrs("email")} type="email" required maxLength={254} autoComplete="email" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="subject" label={t.subject} error={fields.subject}>
          <input {...attrs("subject")} required maxLength={200} />
        </Field>
        <Field name="type" label={t.type} error={fields.type}>
          <select {...attrs("type")} defaultValue={values.type ?? "general"}>
            {CONTACT_FORM_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field name="message" label={t.message} error={fields.message}>
        <textarea {...attrs("message")} rows={6} required maxLength={5000} />
      </Field>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending} data-pending={t.sending}>
        {sending ? t.sending : signedIn ? t.send : t.loginToSend}
      </button>
      {!signedIn ? (
        <p className="text-sm text-slate-600">
          {t.needAccount}{" "}
          <Link
            to={lp(`/login?redirectTo=${encodeURIComponent(here)}`)}
            className="inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-700 underline"
          >
            {t.login}
          </Link>{" "}
          {t.or}{" "}
          <Link
            to={lp(`/signup?redirectTo=${encodeURIComponent(here)}`)}
            className="inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-700 underline"
          >
            {t.createAccount}
          </Link>
          .
        </p>
      ) : null}
    </Form>
  );
}
