import type { PostStatus } from "~/domain/blog/schema";

/** How each post status reads to staff (issue 15): the one list for chips, filters, the form and the dashboard. */
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  pending: "Pending review",
  scheduled: "Scheduled",
  published: "Published",
};
