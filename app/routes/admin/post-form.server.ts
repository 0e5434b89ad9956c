import { data } from "react-router";
import { imageRefOf } from "~/domain/blog/post-json.server";
import { canOnPost } from "~/domain/blog/post-permissions.server";
import { applyPlainTextContent, plainTextForEditing } from "~/domain/blog/plain-text.server";
import { readPostWrite } from "~/domain/blog/post-request.server";
import { createPost, updatePost, type PostWriteInput } from "~/domain/blog/post-writes.server";
import { findPost } from "~/domain/blog/posts.server";
import { newsletterStateOf } from "~/domain/newsletter/sendings.server";
import { imageUrl, storeUpload } from "~/domain/media/images.server";
import { HttpError } from "~/platform/http/errors.server";
import { answerableError } from "~/platform/http/api.server";
import type { User } from "~/domain/people/schema";
import { redirectWithInfo, redirectWithSuccess } from "~/platform/http/toast.server";
import { EMPTY_POST, type PostFormValues } from "~/components/admin/post-form";
import { groupMembers, groupRootOf, missingLanguages } from "~/domain/blog/translations.server";
import type { TranslationsState } from "~/components/admin/post-translations-panel";
import { isLang, type Lang } from "~/i18n/languages";
import { variantPath } from "~/utils/image-sources";
import { toSiteInputValue } from "~/utils/site-time";
import { siteTimeZone } from "~/domain/settings/site-settings.server";

/** The post as the edit form starts from; unknown ids are SPEC §2's "Blog Post Not Found", others' posts 403. */
export function postForEditing(user: User, id: string | undefined): { id: string; values: PostFormValues } {
  const row = findPost({ staff: true, userId: user.id }, id);
  if (!row)
    throw data("The post you are looking for does not exist or was deleted.", {
      status: 404,
      statusText: "Blog Post Not Found",
    });
  if (!canOnPost(user, "edit", row)) throw data("You may not edit this post.", { status: 403 });
  const ref = imageRefOf(row);
  return {
    id: row.id,
    values: {
      title: row.title,
      excerpt: row.excerpt,
      content: row.content,
      category: row.category,
      status: row.status,
      publishedAt: row.status === "scheduled" ? toSiteInputValue(row.publishedAt, siteTimeZone()) : "",
      tags: (row.tags ?? []).join(", "),
      featured: row.featured,
      helpBox: row.helpBox,
      featuredImageAlt: row.featuredImageAlt,
      featuredImageCaption: row.featuredImageCaption,
      image: ref ? (ref.kind === "uploaded" ? variantPath(ref, 800, "jpg") : ref.url) : null,
      lang: row.lang,
      // The no-JavaScript box shows the body as plain text (plain-text.server.ts).
      ...plainTextForEditing(row.content),
      newsletter: newsletterStateOf(row.id),
    },
  };
}

/**
 * A photo sent with a no-JavaScript form is stored before validation, so a save that fails for another reason
 * (a missing title) does not make a phone send it again: the form comes back holding its URL.
 */
async function keepUploadedFile(input: PostWriteInput, user: User) {
  if (!input.file) return;
  try {
    const image = await storeUpload(input.file.bytes, { uploadedBy: user.id });
    input.fields.featuredImage = imageUrl(image);
    input.file = null;
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.status, error.message, { featuredImage: error.message });
    throw error;
  }
}

const textValues = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === "string")) as Record<string, string>;

/** The create and edit actions: one domain call each; failures come back to the form with what was typed. */
export async function savePostForm(request: Request, user: User, postId?: string) {
  let values: Record<string, string> = {};
  try {
    const input = await readPostWrite(request);
    // What was typed comes back on a failed save (the no-JavaScript box's plain text stays plain text).
    values = textValues(input.fields);
    await keepUploadedFile(input, user);
    if (typeof input.fields.featuredImage === "string") values.featuredImage = input.fields.featuredImage;
    applyPlainTextContent(input.fields);
    if (!postId) {
      await createPost(user, input);
      return redirectWithSuccess("/admin/blog", "Blog post created successfully!");
    }
    const { changed } = await updatePost(user, postId, input);
    return changed
      ? redirectWithSuccess("/admin/blog", "Blog post updated successfully!")
      : redirectWithInfo(`/admin/blog`, "No changes to save");
  } catch (error) {
    // HttpErrors, and storage full or failing as a 503 "try again later" (the form keeps what was typed).
    const known = answerableError(error);
    if (!known) throw error;
    const message = known.message || "Failed to save blog post";
    return data(
      { ok: false as const, error: message, fields: known.fields ?? {}, values },
      { status: known.status, headers: known.headers },
    );
  }
}

/**
 * The create form prefilled from a post, to translate it (issue 17): its words, tags, category, picture (sent
 * along as a URL), alt text, caption and help box, in a language its group does not have yet (`wanted` if free).
 * Anyone who may create posts may translate one they can see: published posts, or drafts they may edit.
 */
export function postForTranslation(
  user: User,
  sourceId: string,
  wanted: string | null,
): { source: { id: string; title: string }; values: PostFormValues; languages: Lang[] } {
  const row = findPost({ staff: true, userId: user.id }, sourceId);
  if (!row || (row.status !== "published" && !canOnPost(user, "edit", row))) {
    throw data("The post you are looking for does not exist or was deleted.", {
      status: 404,
      statusText: "Blog Post Not Found",
    });
  }
  const languages = missingLanguages(row);
  if (languages.length === 0)
    throw data("This post is already written in every language of the site.", {
      status: 409,
      statusText: "Nothing to translate",
    });
  const lang = isLang(wanted) && languages.includes(wanted) ? wanted : languages[0];
  const ref = imageRefOf(row);
  const image = ref ? (ref.kind === "uploaded" ? variantPath(ref, 800, "jpg") : ref.url) : null;
  return {
    source: { id: row.id, title: row.title },
    languages,
    values: {
      ...EMPTY_POST,
      title: row.title,
      excerpt: row.excerpt,
      content: row.content,
      category: row.category,
      tags: (row.tags ?? []).join(", "),
      helpBox: row.helpBox,
      featuredImageAlt: row.featuredImageAlt,
      featuredImageCaption: row.featuredImageCaption,
      image,
      featuredImage: image ?? undefined,
      lang,
      translationOf: row.id,
      // No fingerprint: an edit form sends unchanged text as "keep the stored HTML", but a new post has none.
      ...plainTextForEditing(row.content),
      contentFingerprint: "",
    },
  };
}

/** The edit screen's Translations panel: the rest of the post's group and the languages it lacks. */
export function postTranslations(row: { id: string; translationOf: string | null }): TranslationsState {
  const root = groupRootOf(row);
  return {
    postId: row.id,
    others: groupMembers(root)
      .filter((m) => m.id !== row.id)
      .map((m) => ({ id: m.id, lang: m.lang, title: m.title, original: m.id === root })),
    missing: missingLanguages(row),
  };
}
