import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, type Tx } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { smsLinks } from "./schema";

/**
 * The site's own short links (issue 38 §5): /r/:code leads to a page on the site (a printable receipt, an event's
 * confirm link). No third party learns who opens what. A code has 8 characters of base64url (48 random bits): it
 * is as secret as the page it opens, and the request log writes it as ":token" (its parameter is named "code").
 */
export function createShortLink(tx: Pick<Tx, "insert">, target: string, expiresAt?: Date) {
  if (!target.startsWith("/") || target.startsWith("//")) throw new Error("A short link leads to a page of the site");
  const code = randomBytes(6).toString("base64url");
  tx.insert(smsLinks)
    .values({ code, target, expiresAt: expiresAt ?? null })
    .run();
  return { code, url: `${env.APP_URL.replace(/\/+$/, "")}/r/${code}` };
}

/** The page a code leads to, or null (unknown or expired). */
export function resolveShortLink(code: string, now = new Date()): string | null {
  if (!/^[A-Za-z0-9_-]{8}$/.test(code)) return null;
  const row = db.select().from(smsLinks).where(eq(smsLinks.code, code)).get();
  if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
  return row.target;
}
