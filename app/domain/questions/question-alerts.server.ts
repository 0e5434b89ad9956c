import type { Job } from "~/platform/jobs/jobs.server";

/**
 * Telling editors about new questions (issue 26): an urgent question at once, the others in one daily summary.
 * Never the question's text by e-mail. The staff work fills this in.
 */
export function alertIfUrgent(_questionId: string): void {}

export const questionDigestJob: Job = {
  name: "question-digest",
  everyMs: 15 * 60_000,
  run() {
    return undefined;
  },
};
