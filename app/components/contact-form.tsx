import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { CONTACT_FORM_TYPES, CONTACT_SENT_MESSAGE } from "~/schemas/contact";

type ActionResult = { ok: boolean; error?: string; fields?: Record<string, string>; values?: Record<string, unknown> } | undefined;

function Field({ name, label, error, children }: { name: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="field-label">{label}</label>
      {children}
      {error ? <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

type Props = { signedIn: boolean; result: ActionResult; prefill: Record<string, string>; honeypot: HoneypotInputProps; restored: boolean };

export function ContactForm({ signedIn, result, prefill, honeypot, restored }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  const fields = result?.ok ? {} : (result?.fields ?? {});
  // After a send the form is cleared (SPEC §2) but keeps who is writing; after a failure it keeps what was typed.
  const values = (result?.ok ? { name: prefill.name ?? "", email: prefill.email ?? "" } : { ...prefill, ...(result?.values ?? {}) }) as Record<string, string>;
  const attrs = (name: string) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": fields[name] ? true : undefined,
    "aria-describedby": fields[name] ? `contact-${name}-error` : undefined,
    className: "field-input",
  });

  return (
    <Form ref={formRef} method="post" action="/contact" className="space-y-4" preventScrollReset>
      {/* The toast shows this too; said here as well because without JavaScript this response carries no toast. */}
      {result?.ok ? <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">{CONTACT_SENT_MESSAGE}</p> : null}
      {result && !result.ok && result.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{result.error}</p>
      ) : null}
      {restored && !result ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">Welcome back: your message is below, ready to send.</p>
      ) : null}
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs label="Please leave this field blank" />
      </HoneypotProvider>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label="Name" error={fields.name}>
          <input {...attrs("name")} required maxLength={100} autoComplete="name" />
        </Field>
        <Field name="email" label="Email" error={fields.email}>
          <input {...attrs("email")} type="email" required maxLength={254} autoComplete="email" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="subject" label="Subject" error={fields.subject}>
          <input {...attrs("subject")} required maxLength={200} />
        </Field>
        <Field name="type" label="Type" error={fields.type}>
          <select {...attrs("type")} defaultValue={values.type ?? "general"}>
            {CONTACT_FORM_TYPES.map((type) => (
              <option key={type} value={type}>{type[0]!.toUpperCase() + type.slice(1)}</option>
            ))}
          </select>
        </Field>
      </div>
      <Field name="message" label="Message" error={fields.message}>
        <textarea {...attrs("message")} rows={6} required maxLength={5000} />
      </Field>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending} data-pending="Sending...">
        {sending ? "Sending..." : signedIn ? "Send Message" : "Login to Send Message"}
      </button>
      {!signedIn ? (
        <p className="text-sm text-slate-600">
          You need an account to send a message. <Link to={`/login?redirectTo=${encodeURIComponent("/contact#message-us")}`} className="font-medium text-brand-700 underline">Login</Link> or{" "}
          <Link to={`/signup?redirectTo=${encodeURIComponent("/contact#message-us")}`} className="font-medium text-brand-700 underline">create an account</Link>.
        </p>
      ) : null}
    </Form>
  );
}
