import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/platform/ops/env.server";

/**
 * The status page's capability (/give/payment/:token): the gift's id and a keyed digest of it with the session
 * secret. Nothing is stored; a rotated secret (SESSION_SECRET's older entries) still opens the links it made. The
 * route parameter is named `:token`, so the request log masks it.
 */
const sign = (id: string, secret: string) =>
  createHmac("sha256", secret).update(`momo-payment:${id}`).digest("base64url").slice(0, 32);

export const paymentToken = (giftId: string) => `${giftId}.${sign(giftId, env.SESSION_SECRETS[0]!)}`;

/** The gift id a token opens, or null (a forged, cut or foreign token). */
export function giftIdOfToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{8,40})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, mac] = match as unknown as [string, string, string];
  const given = Buffer.from(mac);
  return env.SESSION_SECRETS.some((secret) => timingSafeEqual(Buffer.from(sign(id, secret)), given)) ? id : null;
}
