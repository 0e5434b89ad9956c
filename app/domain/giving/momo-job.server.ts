import type { Job } from "~/platform/jobs/jobs.server";
import { paymentProvider } from "./payments/index.server";
import { followGift, giftsToFollow } from "./momo-follow.server";

/**
 * Follows every pending MoMo gift until MTN says it is final (issue 25), and gives up after the settings' time
 * ("expired"). Idempotent: each step is "ask MTN, record the answer if the gift is still where it was".
 */
export const momoJob: Job = {
  name: "momo-status",
  everyMs: 30_000,
  async run(signal) {
    if (!paymentProvider()) return;
    const gifts = giftsToFollow();
    let changed = 0;
    for (const gift of gifts) {
      if (signal.aborted) break;
      const after = await followGift(gift);
      if (after.status !== gift.status || after.requestedAt?.getTime() !== gift.requestedAt?.getTime()) changed++;
    }
    return changed > 0 ? `followed ${gifts.length} MoMo gifts, ${changed} moved` : undefined;
  },
};
