import type { Job } from "~/platform/jobs/jobs.server";

/**
 * Keep little, for a short time (issue 26): the raw question, the e-mail and the private code go 30 days after the
 * answer was published, sent or read, or after 90 days unanswered. The library work fills this in.
 */
export const questionErasureJob: Job = {
  name: "question-erasure",
  everyMs: 60 * 60_000,
  run() {
    return undefined;
  },
};
