import { data } from "react-router";
import { createCampaign, findCampaign, updateCampaign } from "~/domain/giving/campaigns.server";
import { htmlToPlainText, plainTextToHtml } from "~/domain/blog/plain-text.server";
import { sanitizePostHtml } from "~/domain/blog/sanitize.server";
import { imageUrl, storeUpload } from "~/domain/media/images.server";
import { readMultipart } from "~/domain/media/uploads.server";
import { answerableError } from "~/platform/http/api.server";
import { HttpError } from "~/platform/http/errors.server";
import { readForm } from "~/platform/http/forms.server";
import { redirectWithInfo, redirectWithSuccess } from "~/platform/http/toast.server";
import type { User } from "~/domain/people/schema";
import type { Campaign } from "~/domain/giving/schema";
import type { CampaignFormValues } from "~/components/admin/campaign-form";

const STORIES = ["story", "storyRw", "storyFr"] as const;

// Browsers send a textarea's line breaks as CRLF: the text shown and the text sent differ only in that.
const lines = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();
const sameText = (a: string, b: string) => lines(a) === lines(b);

/** The stored campaign as the form starts from (stories as HTML for the editor, and as plain text without it). */
export function campaignFormValues(row: Campaign): CampaignFormValues {
  return {
    title: row.title,
    goal: String(row.goal),
    startsOn: row.startsOn,
    endsOn: row.endsOn ?? "",
    status: row.status,
    featured: row.featured,
    coverImage: row.coverImage ?? "",
    coverAlt: row.coverAlt,
    titleRw: row.titleRw,
    titleFr: row.titleFr,
    story: row.story,
    storyRw: row.storyRw,
    storyFr: row.storyFr,
  };
}

/**
 * The form's body → the schema's fields. The cover picture comes as the post form sends it (FeaturedImageField:
 * a file, or the URL of an upload made with JavaScript, or "" to remove it); a file is stored first, so a save that
 * fails for another reason does not make a phone send it again. Without JavaScript the stories are plain text
 * (storyFormat=text, storyRwFormat=text, …, one per story): a text left as the form showed it keeps the stored HTML, a changed one becomes HTML.
 */
async function readCampaignForm(request: Request, user: User, before?: Campaign) {
  const type = request.headers.get("content-type") ?? "";
  let fields: Record<string, string>;
  let file: Buffer | null = null;
  let refused: string | null = null;
  if (/^multipart\/form-data\b/i.test(type)) {
    // A picture past 5 MB is dropped, not the form: the answer keeps everything typed (issue 33).
    const form = await readMultipart(request, { maxFiles: 1, keepOversized: true });
    fields = form.fields;
    file = form.files.featuredImage?.bytes ?? null;
    refused = form.refused.featuredImage ?? null;
  } else fields = await readForm(request);
  const values: Record<string, string> = { ...fields };
  if (fields.featuredImage !== undefined) values.coverImage = fields.featuredImage;
  else if (before) values.coverImage = before.coverImage ?? "";
  values.coverAlt = fields.featuredImageAlt ?? "";
  // Each story says its own format: one editor may have loaded while another is still the plain box.
  const asText = STORIES.filter((key) => fields[`${key}Format`] === "text");
  for (const key of asText) {
    const text = fields[key] ?? "";
    const stored = before?.[key] ?? "";
    values[key] = stored && sameText(text, htmlToPlainText(stored)) ? stored : plainTextToHtml(text);
  }
  return { values, file, refused, asText: asText.length > 0, raw: fields };
}

async function storeCover(
  { file, refused }: { file: Buffer | null; refused: string | null },
  values: Record<string, string>,
  user: User,
) {
  if (refused) throw new HttpError(413, refused, { coverImage: `${refused}: choose a smaller picture.` });
  if (!file) return;
  try {
    values.coverImage = imageUrl(await storeUpload(file, { uploadedBy: user.id }));
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.status, error.message, { coverImage: error.message });
    throw error;
  }
}

/** The create and edit actions: one domain call; a failure comes back to the form with what was typed. */
export async function saveCampaignForm(request: Request, user: User, id?: string) {
  let values: Record<string, string> = {};
  let typedText: Record<string, string> | null = null;
  try {
    const before = id ? findCampaign(id) : undefined;
    const read = await readCampaignForm(request, user, before);
    values = read.values;
    if (read.asText) typedText = read.raw;
    await storeCover(read, values, user);
    const input = { ...values, featured: values.featured ?? "" };
    if (!id) {
      const made = createCampaign(user, input);
      return redirectWithSuccess(`/admin/campaigns/${made.id}`, "Campaign created");
    }
    const { changed } = updateCampaign(user, id, input);
    return changed
      ? redirectWithSuccess(`/admin/campaigns/${id}`, "Campaign saved")
      : redirectWithInfo(`/admin/campaigns/${id}`, "No changes to save");
  } catch (error) {
    const known = answerableError(error);
    if (!known) throw error;
    // The editor shows what was typed: stories as sanitised HTML, never as the raw text of a hostile body.
    // Without JavaScript the boxes get back the plain text that was typed.
    for (const key of STORIES) {
      if (typedText) values[key] = typedText[key] ?? "";
      else if (values[key]) values[key] = sanitizePostHtml(values[key]);
    }
    return data(
      { ok: false as const, error: known.message || "Failed to save the campaign", fields: known.fields ?? {}, values },
      { status: known.status, headers: known.headers },
    );
  }
}
