/**
 * Donors' and readers' contacts never reach a log (issue 33): the one rule that finds a phone number or an e-mail
 * address in a logged URL (its path and query, in any encoding) or in free text (an error's message or stack).
 * secret-paths.ts applies it to every URL and text the request log and the app's logs write.
 *
 * A phone number: 9 to 15 digits (a Rwandan number without its 0 has 9, E.164 allows 15), maybe after a `+`, with
 * spaces, dots, dashes, brackets or plus signs (a space in a form's query) between them (`0788123456`,
 * `+250 788 123 456`, `(250) 788-123-456`, `250+788+123+456`).
 * An e-mail address: something, `@`, a domain with a dot. In a URL's part, where nothing legitimate carries an `@`,
 * any word with an `@` counts (a staff search for `jean@` or `@gmail.com` is a piece of an address).
 */
const PHONE = /(?<![\d+(])[+(]{0,2}\d(?:[\s().+-]{0,2}\d){8,14}(?!\d)/g;
const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const AT_WORD = /[^\s/?#&=,;<>"']*@[^\s/?#&=,;<>"']*/g;

export const PHONE_MASK = "[phone]";
export const EMAIL_MASK = "[email]";

/** Free text with every phone number and e-mail address replaced by a placeholder. */
export const maskContacts = (text: string) => text.replace(EMAIL, EMAIL_MASK).replace(PHONE, PHONE_MASK);

/** Percent-decoding until nothing changes (a value encoded twice hides its `@` as `%2540`), bounded. */
function decodeFully(raw: string) {
  let value = raw;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(value);
    } catch {
      return value;
    }
    if (next === value) break;
    value = next;
  }
  return value;
}

/**
 * One part of a URL (a path segment or a query value, as it came, maybe percent-encoded): unchanged when it holds
 * no contact, otherwise its decoded text with each contact masked, encoded again.
 */
export function maskContactsInPart(raw: string, { query = false } = {}) {
  const text = decodeFully(query ? raw.replace(/\+/g, " ") : raw);
  const masked = maskContactsInValue(text);
  return masked === text ? raw : encodeURIComponent(masked);
}

/** A part of a URL already decoded once (a query value from URLSearchParams), masked the same way. */
export const maskContactsInValue = (value: string) => maskContacts(decodeFully(value)).replace(AT_WORD, EMAIL_MASK);
