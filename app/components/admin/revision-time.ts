/** How each kind of revision reads in the history and the autosave notes (times come from the one formatter, utils/dates). */
export const REVISION_KIND_LABELS: Record<string, string> = {
  autosave: "Autosaved (not saved yet)",
  created: "Created",
  saved: "Saved",
  published: "Published",
  unpublished: "Unpublished",
  scheduled: "Scheduled",
  submitted: "Submitted for review",
  sent_back: "Sent back to the author",
  restored: "Restored an earlier version",
};
