import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { useT } from "~/i18n/use-language";

/**
 * The contact form's trap for bots (remix-utils' honeypot, checked by `honeypot.check` on the server). Rendered
 * here rather than with remix-utils' <HoneypotInputs>, whose markup the W3C checker rejects: autocomplete="nope"
 * and a <style> inside a <div>. Hidden by a class (display: none), so people never see or reach it and browsers
 * do not autofill it; bots that fill every input still do.
 */
export function HoneypotFields({ nameFieldName, validFromFieldName, encryptedValidFrom }: HoneypotInputProps) {
  const label = useT().common.contactForm.honeypot;
  return (
    <div id={`${nameFieldName}_wrap`} className="hidden" aria-hidden="true">
      <label htmlFor={nameFieldName}>{label}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{label}</label>
          <input
            id={validFromFieldName}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
