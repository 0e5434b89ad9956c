import { randomBytes } from "node:crypto";
import { data } from "react-router";
import { honeypot, isSpam } from "~/server/web/contact-draft.server";
import { askQuestion, decoyReceipt, type AskReceipt } from "~/domain/questions/ask.server";
import { openPrivateAnswer, type PrivateAnswer } from "~/domain/questions/private-code.server";
import { answerableError } from "~/platform/http/api.server";
import { clientIp } from "~/platform/http/client-ip.server";
import { formFields, readFormData } from "~/platform/http/forms.server";
import { env } from "~/platform/ops/env.server";
import { langOfRequest, localizePath } from "~/i18n/languages";

/**
 * The asker's side of issue 26, for the three pages' loaders and actions. Nothing here sets a cookie: every answer
 * is the rendered page itself. Anything a person sent or a code opened is never stored by a cache or sent on as a
 * Referer, and never indexed.
 */
export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * The empty forms of asking (issue 34): never kept by a browser or a cache, so after the quick exit Back asks the
 * server again and a shared phone shows an empty form (the form also says autocomplete="off": no restored text).
 * Unlike PRIVATE_HEADERS, the page may be indexed: young people find /ask by searching.
 */
export const FORM_HEADERS = { "Cache-Control": "private, no-store" } as const;

/**
 * The form's data: the honeypot's trap, and a one-time submission token (issue 34) that makes a reload or a second
 * press file one question. The token is random, in this page only: it says nothing about who asks.
 */
export async function askPage() {
  return data(
    { honeypot: await honeypot.getInputProps(), submissionToken: randomBytes(24).toString("base64url") },
    { headers: FORM_HEADERS },
  );
}

export type AskSent = { ok: true; receipt: AskReceipt; link: string | null };
type Failed = { ok: false; error: string; fields: Record<string, string>; values: Record<string, string> };

/** A refusal as the page shows it: the status and message the domain gave, the words typed kept (this answer only). */
function failed(error: unknown, values: Record<string, string>) {
  const known = answerableError(error);
  if (!known) throw error;
  return data<Failed>(
    { ok: false, error: known.message, fields: known.fields ?? {}, values },
    { status: known.status, headers: { ...PRIVATE_HEADERS, ...known.headers } },
  );
}

/**
 * Stores the question and answers with its confirmation: the private code is in this response and nowhere else.
 * A filled trap gets a confirmation that looks the same, and nothing is stored.
 */
export async function askAction(request: Request) {
  const lang = langOfRequest(request);
  let values: Record<string, string> = {};
  try {
    const form = await readFormData(request);
    values = formFields(form);
    const receipt = (await isSpam(form)) ? decoyReceipt(values) : askQuestion(values, { ip: clientIp(request), lang });
    const link = receipt.code ? `${env.APP_URL}${localizePath(`/ask/answer/${receipt.code}`, lang)}` : null;
    return data<AskSent>({ ok: true, receipt, link }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    return failed(error, values);
  }
}

export type Opened = { ok: true; answer: PrivateAnswer };

/** The code typed on /ask/answer (POST: the code is never in an address). */
export async function answerAction(request: Request) {
  try {
    const form = await readFormData(request);
    const code = String(form.get("code") ?? "").slice(0, 64);
    return data<Opened>({ ok: true, answer: openPrivateAnswer(code, clientIp(request)) }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    // The typed code is not sent back: the page's field starts empty.
    return failed(error, {});
  }
}

/** The link shown once after asking: /ask/answer/<code> opens the answer at once. */
export function answerByLink(request: Request, code: string) {
  try {
    return data<Opened>(
      { ok: true, answer: openPrivateAnswer(code.slice(0, 64), clientIp(request)) },
      { headers: PRIVATE_HEADERS },
    );
  } catch (error) {
    return failed(error, {});
  }
}
