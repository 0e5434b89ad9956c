import { and, isNotNull, lt } from "drizzle-orm";
import { db } from "~/platform/data/db.server";
import type { Job } from "~/platform/jobs/jobs.server";
import { donations } from "~/domain/giving/schema";
import { DOUBLE_TAP_MS } from "./gifts.server";
import { paymentProvider } from "~/domain/giving/payments/index.server";
import { giftsToFollow } from "./follow.server";
import { followIfDue } from "./payment-status.server";

/**
 * Follows every pending MoMo gift until MTN says it is final (issue 25), and gives up after the settings' time
 * ("expired"). Idempotent: each step is "ask MTN, record the answer if the gift is still where it was". The batch is
 * only a list of ids to look at: each gift is claimed and read again before MTN is asked (followIfDue, the rule the
 * status page uses), and before any request to pay (claimSend), so a gift settled meanwhile is never sent.
 */
export const momoJob: Job = {
  name: "momo-status",
  everyMs: 30_000,
  async run(signal) {
    // The client's digest only recognises a double tap within seconds: it is not kept past that.
    db.update(donations)
      .set({ clientKey: null })
      .where(and(isNotNull(donations.clientKey), lt(donations.createdAt, new Date(Date.now() - DOUBLE_TAP_MS))))
      .run();
    if (!paymentProvider()) return;
    const gifts = giftsToFollow();
    let changed = 0;
    for (const gift of gifts) {
      if (signal.aborted) break;
      const after = await followIfDue(gift);
      if (after.status !== gift.status || after.requestedAt?.getTime() !== gift.requestedAt?.getTime()) changed++;
    }
    return changed > 0 ? `followed ${gifts.length} MoMo gifts, ${changed} moved` : undefined;
  },
};
