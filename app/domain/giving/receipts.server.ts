import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { t } from "~/i18n/catalogue";
import { INTL_LOCALES, localizePath, type Lang } from "~/i18n/languages";
import { db, type Tx } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { enqueueMail } from "~/platform/mail/mail.server";
import { escapeHtml, htmlLayout, linkParagraph, type OutgoingMail } from "~/platform/mail/layout.server";
import { getSiteSettings, siteTimeZone } from "~/domain/settings/site-settings.server";
import { formatDate, wallClock } from "~/utils/dates";
import { formatMoney, formatNumber } from "~/i18n/intl";
import { amountInWords } from "./amount-words";
import { paymentToken } from "~/domain/giving/momo/token.server";
import { queueReceiptSms } from "~/domain/sms/receipt-sms.server";
import { campaigns, donations, receiptCounters, type Donation } from "./schema";

/**
 * Receipts (issue 25 §4): a number `YYYY-NNNNN` given once, on confirmation, from `receipt_counters` (the year of
 * confirmation on the site's clock; a voided gift keeps its number, so numbers are never reused), and a printable
 * page at /give/receipt/:secret whose secret is stored only as its SHA-256.
 */

export const hashReceiptSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** The next number of `year`, inside the caller's transaction (one UPSERT: no two confirmations share one). */
export function nextReceiptNumber(tx: Pick<Tx, "insert">, year: number): string {
  const row = tx
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last })
    .get();
  return `${year}-${String(row.last).padStart(5, "0")}`;
}

/** The path of a receipt's printable page in the donor's language. */
export const receiptPath = (secret: string, lang: Lang) => localizePath(`/give/receipt/${secret}`, lang);

/**
 * Gives a just-confirmed gift its number and secret and, when it has an e-mail, queues the receipt in its language:
 * all inside the confirmation's transaction, so a gift is never confirmed without its number nor mailed twice.
 */
export function issueReceiptInTx(tx: Tx, gift: Donation, now: Date) {
  const receiptNumber = nextReceiptNumber(tx, wallClock(now, siteTimeZone()).year);
  const secret = randomBytes(24).toString("base64url");
  const mail = gift.donorEmail && !gift.receiptMailedAt;
  const updated = tx
    .update(donations)
    .set({
      receiptNumber,
      receiptSecretHash: hashReceiptSecret(secret),
      ...(mail ? { receiptMailedAt: now } : {}),
    })
    .where(eq(donations.id, gift.id))
    .returning()
    .get();
  if (mail) enqueueMail(tx, receiptMail(updated, secret, campaignTitleOf(tx, updated)), { kind: "receipt" });
  // Issue 38: and by SMS when the donor ticked the box for this gift.
  queueReceiptSms(tx, updated, receiptPath(secret, updated.lang));
  return { receiptNumber, secret, mailed: !!mail };
}

type CampaignTitles = { title: string; titleRw: string; titleFr: string } | null;

function campaignTitleOf(reader: Pick<Tx, "select">, gift: Donation): CampaignTitles {
  if (!gift.campaignId) return null;
  return (
    reader
      .select({ title: campaigns.title, titleRw: campaigns.titleRw, titleFr: campaigns.titleFr })
      .from(campaigns)
      .where(eq(campaigns.id, gift.campaignId))
      .get() ?? null
  );
}

const localTitle = (c: CampaignTitles, lang: Lang) =>
  c ? (lang === "rw" ? c.titleRw : lang === "fr" ? c.titleFr : "") || c.title : t(lang).gifts.pledge.generalFund;

const rwfText = (amount: number, lang: Lang) => `${formatNumber(amount, lang)} RWF`;
const rateFormat = (lang: Lang) => new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 6 });

/** What a receipt says, in `lang`: shared by the e-mail and the printable page. */
export function receiptView(gift: Donation, lang: Lang, campaign: CampaignTitles = campaignTitleOf(db, gift)) {
  const settings = getSiteSettings();
  const g = t(lang).gifts;
  const { street, city, country } = settings.contact.address;
  const counted = gift.amountRwf ?? gift.amount;
  return {
    number: gift.receiptNumber ?? "",
    date: formatDate(gift.confirmedAt ?? gift.createdAt, "long", lang, settings.time.timeZone),
    donor: gift.donorName ?? "",
    // Issue 33: a gift received in another currency shows what the donor's bank shows, then the rate and the RWF
    // it counted for; the words say the RWF. Anything else is its amount in RWF, as before.
    amount: gift.exchangeRate ? formatMoney(gift.amount, gift.currency, lang) : rwfText(gift.amount, lang),
    exchange: gift.exchangeRate
      ? {
          rate: `1 ${gift.currency} = ${rateFormat(lang).format(Number(gift.exchangeRate))} RWF`,
          counted: rwfText(counted, lang),
        }
      : null,
    words: amountInWords(counted, lang),
    campaign: localTitle(campaign, lang),
    method: g.pledge.methods[gift.method],
    reference: gift.reference ?? "",
    org: settings.identity.name,
    address: [street, city, country].filter(Boolean).join(", "),
    void: gift.status === "void",
  };
}
export type ReceiptView = ReturnType<typeof receiptView>;

/** The receipt e-mail in the gift's language (the page's language when they gave). */
export function receiptMail(gift: Donation, secret: string, campaign: CampaignTitles): OutgoingMail {
  const lang = gift.lang;
  const v = receiptView(gift, lang, campaign);
  const { mail: m, receipt: r } = t(lang).gifts;
  const link = `${env.APP_URL}${receiptPath(secret, lang)}`;
  const lines: [string, string][] = [
    [r.number, v.number],
    [r.date, v.date],
    [r.amount, v.amount],
    ...(v.exchange
      ? ([
          [r.rate, v.exchange.rate],
          [r.counted, v.exchange.counted],
        ] as [string, string][])
      : []),
    [r.inWords, v.words],
    [r.campaign, v.campaign],
    [r.method, v.method],
  ];
  const name = gift.donorName ?? "";
  const text = [
    m.hello(name),
    m.intro(v.org),
    lines.map(([k, val]) => `${k}: ${val}`).join("\n"),
    `${m.open}\n${link}`,
    m.keep,
    `${v.org}\n${v.address}`,
  ].join("\n\n");
  const table = lines.map(([k, val]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(val)}`).join("<br>");
  const html = htmlLayout(
    [
      m.hello(escapeHtml(name)),
      escapeHtml(m.intro(v.org)),
      table,
      linkParagraph(link, m.button),
      escapeHtml(m.keep),
      `${escapeHtml(v.org)}<br>${escapeHtml(v.address)}`,
    ],
    undefined,
    lang,
    v.org,
  );
  return { to: gift.donorEmail!, subject: m.subject(v.org, v.number), text, html };
}

/** The gift a receipt link names, or null (unknown, malformed or erased secret). */
export function findByReceiptSecret(secret: string | undefined) {
  if (!secret || !/^[A-Za-z0-9_-]{20,64}$/.test(secret)) return null;
  return (
    db
      .select()
      .from(donations)
      .where(eq(donations.receiptSecretHash, hashReceiptSecret(secret)))
      .get() ?? null
  );
}

/** The donor's own link to a gift's receipt page (the thank-you pages give it). */
export const giftReceiptPath = (giftId: string, lang: Lang) =>
  localizePath(`/give/receipt/${paymentToken(giftId)}`, lang);
