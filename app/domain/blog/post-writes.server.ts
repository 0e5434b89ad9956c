import { eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  ALT_REQUIRED_MESSAGE,
  featuredAltCheck,
  IMAGE_REQUIRED_MESSAGE,
  newPostSchema,
  postChangesSchema,
  REQUIRED_FIELDS_MESSAGE,
  type PictureOfWrite,
  type PostChanges,
} from "~/domain/blog/post-schema";
import { contentDerived } from "./search-text.server";
import { slugify } from "~/utils/slug";
import { fieldErrors } from "~/platform/http/api.server";
import { recordAudit } from "~/domain/audit/audit.server";
import { db } from "~/platform/data/db.server";
import { HttpError } from "~/platform/http/errors.server";
import { deliverMailSoon } from "~/platform/mail/outbox.server";
import { images, type Image } from "~/domain/media/schema";
import { posts, type Post } from "./schema";
import { type User } from "~/domain/people/schema";
import { imageHashesIn, releaseImages } from "~/domain/media/image-cleanup.server";
import { storeUpload } from "~/domain/media/images.server";
import type { UploadedFile } from "~/domain/media/uploads.server";
import { canOnPost, requirePostPermission } from "./post-permissions.server";
import { planTransition, queueTransitionMail, type Transition } from "./post-transitions.server";
import { recordRevision } from "./revisions.server";
import { wakeScheduler } from "./scheduling.server";
import { findPost, storedPost, type PostRow } from "./posts.server";
import { htmlToText, sanitizePostHtml } from "./sanitize.server";
import { invalidateGuestPages } from "~/platform/cache/guest-cache.server";
import { applyNewsletterChoice, startNewsletterSoon, wantsNewsletter } from "~/domain/newsletter/sendings.server";
import { assertLanguageChange, translationTarget } from "./translations.server";

/** What a write brings: text fields (form strings or JSON values) and, maybe, a featured image file. */
export type PostWriteInput = { fields: Record<string, unknown>; file?: UploadedFile | null };

const EDITABLE = [
  "title",
  "excerpt",
  "content",
  "category",
  "status",
  "tags",
  "featured",
  "helpBox",
  "slug",
  "featuredImageAlt",
  "featuredImageCaption",
  "lang",
] as const;

/** Validates with the shared schema; a missing required field gives SPEC §8's one message, with every field's own. */
function parseFields<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const missing = Object.values(fields).some((m) => m.endsWith(" is required") || m.startsWith("Category is required"));
  throw new HttpError(400, missing ? REQUIRED_FIELDS_MESSAGE : Object.values(fields)[0]!, fields);
}

/** Sanitised content, refused when nothing readable is left (a post of only `<script>` is empty). */
function cleanContent(html: string) {
  const clean = sanitizePostHtml(html);
  if (htmlToText(clean) === "" && !/<img\b/.test(clean)) {
    throw new HttpError(400, REQUIRED_FIELDS_MESSAGE, { content: "Content is required" });
  }
  return clean;
}

/** SPEC §3 slug, made unique with -2, -3… (the unique index stays the last guard). */
function uniqueSlug(tx: Pick<typeof db, "select">, source: string, exceptId?: string) {
  const base = slugify(source).slice(0, 120).replace(/-+$/, "") || "post";
  const taken = new Set(
    tx
      .select({ slug: posts.slug, id: posts.id })
      .from(posts)
      .where(or(eq(posts.slug, base), sql`${posts.slug} like ${`${base}-%`}`))
      .all()
      .filter((row) => row.id !== exceptId)
      .map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

type ImageChoice = { kind: "keep" } | { kind: "remove" } | { kind: "set"; imageId: string | null; url: string | null };

/**
 * The featured image: an uploaded file (stored, re-encoded), or a text value naming one of our uploads
 * (/images/<hash>/…, e.g. from /api/uploads) or an https URL; "" removes it.
 */
async function chooseImage(input: PostWriteInput, actor: User): Promise<{ choice: ImageChoice; stored: Image | null }> {
  if (input.file) {
    const stored = await storeUpload(input.file.bytes, { uploadedBy: actor.id });
    return { choice: { kind: "set", imageId: stored.id, url: null }, stored };
  }
  const text = input.fields.featuredImage;
  if (text === undefined || text === null) return { choice: { kind: "keep" }, stored: null };
  if (typeof text !== "string")
    throw new HttpError(400, "featuredImage must be a file or a URL", { featuredImage: "Choose an image file" });
  const value = text.trim();
  if (value === "") return { choice: { kind: "remove" }, stored: null };
  const hash = /^\/images\/([0-9a-f]{32})\//.exec(value)?.[1];
  if (hash) {
    const image = db.select({ id: images.id }).from(images).where(eq(images.hash, hash)).get();
    if (!image)
      throw new HttpError(400, "That uploaded image does not exist", { featuredImage: "Upload the image again" });
    return { choice: { kind: "set", imageId: image.id, url: null }, stored: null };
  }
  if (/^https:\/\/[^\s"'<>]{1,2000}$/i.test(value))
    return { choice: { kind: "set", imageId: null, url: value }, stored: null };
  throw new HttpError(400, "The featured image must be an uploaded image or an https URL", {
    featuredImage: "Use an image file or an https URL",
  });
}

// At most one featured post (docs/decisions/011): featuring a post un-features the others.
function unfeatureOthers(tx: Pick<typeof db, "update">, id: string) {
  tx.update(posts)
    .set({ featured: false })
    .where(sql`${posts.featured} = 1 and ${posts.id} != ${id}`)
    .run();
}

/** The shared alt text rule (featuredAltCheck); refused at the alt text field. */
function checkAlt(input: PostWriteInput, write: { picture: PictureOfWrite; alt: string; altChanged: boolean }) {
  if (featuredAltCheck({ ...write, altSent: input.fields.featuredImageAlt !== undefined }) === "refuse") {
    throw new HttpError(400, ALT_REQUIRED_MESSAGE, { featuredImageAlt: ALT_REQUIRED_MESSAGE });
  }
}

const staffView = (actor: User) => ({ staff: true, userId: actor.id });

/** Once the write has committed: guests see it at once, the e-mails it queued leave now, a new publish time wakes the scheduler. */
function afterCommit(plan: Transition | null, newsletterStarted = false) {
  invalidateGuestPages();
  if (newsletterStarted) startNewsletterSoon();
  if (plan?.notify) deliverMailSoon();
  if (plan?.scheduled) wakeScheduler();
}

/** "E-mail to subscribers" (issue 17): the choice of someone who may publish; anyone else's is not read. */
const newsletterWish = (actor: User, input: PostWriteInput, post?: Post) =>
  canOnPost(actor, "publish", post) ? wantsNewsletter(input.fields.newsletter) : undefined;

export async function createPost(actor: User, input: PostWriteInput): Promise<PostRow> {
  requirePostPermission(actor, "create");
  const data = parseFields(newPostSchema, input.fields);
  // A new post starts as a draft; any other status is a step of the workflow (rights, a future time).
  const plan =
    data.status === "draft"
      ? null
      : planTransition(
          actor,
          { authorId: actor.id, status: "draft", publishedAt: null },
          { to: data.status, publishedAt: data.publishedAt },
        );
  // Any featured post un-features the published one: refused outright for authors, nothing written.
  if (data.featured) requirePostPermission(actor, "feature");
  const content = cleanContent(data.content);
  if (!input.file && !(typeof input.fields.featuredImage === "string" && input.fields.featuredImage.trim())) {
    throw new HttpError(400, IMAGE_REQUIRED_MESSAGE, { featuredImage: IMAGE_REQUIRED_MESSAGE });
  }
  checkAlt(input, { picture: "new", alt: data.featuredImageAlt, altChanged: true });
  const { choice, stored } = await chooseImage(input, actor);
  const image = choice.kind === "set" ? choice : { imageId: null, url: null };
  try {
    const made = db.transaction((tx) => {
      const now = new Date();
      const row = tx
        .insert(posts)
        .values({
          title: data.title,
          slug: uniqueSlug(tx, data.slug ?? data.title),
          excerpt: data.excerpt,
          content,
          tags: data.tags,
          category: data.category,
          featuredImageId: image.imageId,
          featuredImage: image.url,
          featured: data.featured,
          helpBox: data.helpBox,
          featuredImageAlt: data.featuredImageAlt,
          featuredImageCaption: data.featuredImageCaption,
          lang: data.lang,
          // Inside the transaction: two translations into one language cannot both pass the check.
          translationOf: data.translationOf ? translationTarget(data.translationOf, data.lang) : null,
          authorId: actor.id,
          status: plan?.set.status ?? "draft",
          ...contentDerived(content),
          createdAt: now,
          publishedAt: plan?.set.publishedAt ?? null,
        })
        .returning({ id: posts.id })
        .get();
      if (data.featured) unfeatureOthers(tx, row.id);
      recordAudit(tx, {
        actor,
        action: plan?.audit ?? "post.created",
        targetType: "post",
        targetId: row.id,
        summary: data.title,
      });
      recordRevision(tx, row.id, plan?.revision ?? "created", actor);
      if (plan) queueTransitionMail(tx, plan, { id: row.id, title: data.title, authorId: actor.id }, actor);
      const status = plan?.set.status ?? "draft";
      const mailing = applyNewsletterChoice(tx, {
        post: { id: row.id, title: data.title },
        wanted: newsletterWish(actor, input),
        status,
        justPublished: status === "published",
        actorId: actor.id,
        now,
      });
      return { id: row.id, mailing };
    });
    afterCommit(plan, made.mailing);
    return findPost(staffView(actor), made.id)!;
  } catch (error) {
    if (stored) releaseImages({ ids: [stored.id] });
    throw error;
  }
}

/** The fields whose new value differs from the stored one (content compared after sanitising). */
function changedFields(post: Post, data: PostChanges) {
  const changes: Partial<Post> = {};
  for (const key of EDITABLE) {
    const value = data[key];
    if (value === undefined) continue;
    if (key === "content") {
      const clean = cleanContent(value as string);
      if (clean !== post.content) changes.content = clean;
    } else if (key === "tags") {
      if (JSON.stringify(value) !== JSON.stringify(post.tags)) changes.tags = value as string[];
    } else if (key === "slug") {
      if (slugify(value as string) !== post.slug) changes.slug = value as string;
    } else if (value !== post[key]) {
      (changes as Record<string, unknown>)[key] = value;
    }
  }
  return changes;
}

/** PUT semantics (SPEC §7): only the fields sent change; nothing changed, nothing written (`changed: false`). */
export async function updatePost(
  actor: User,
  id: string | undefined,
  input: PostWriteInput,
): Promise<{ post: PostRow; changed: boolean }> {
  const post = storedPost(id);
  requirePostPermission(actor, "edit", post);
  const sent = Object.fromEntries(
    [...EDITABLE, "publishedAt"].filter((k) => input.fields[k] !== undefined).map((k) => [k, input.fields[k]]),
  );
  const { publishedAt, ...fields } = parseFields(postChangesSchema, sent);
  const changes = changedFields(post, fields);
  // A status change, or a new time for a scheduled post, is a step of the workflow (rights, time, note, mail).
  const to = changes.status ?? post.status;
  const plan =
    changes.status !== undefined || (to === "scheduled" && publishedAt)
      ? planTransition(actor, post, { to, publishedAt, note: input.fields.reviewNote as string | undefined })
      : null;
  delete changes.status;
  if (changes.featured !== undefined) requirePostPermission(actor, "feature", post);
  if (changes.lang !== undefined) assertLanguageChange(post, changes.lang);

  const { choice, stored } = await chooseImage(input, actor);
  const imageChanged =
    (choice.kind === "remove" && (post.featuredImageId || post.featuredImage)) ||
    (choice.kind === "set" && (choice.imageId !== post.featuredImageId || choice.url !== post.featuredImage));
  if (Object.keys(changes).length === 0 && !imageChanged && !plan)
    return { post: findPost(staffView(actor), post.id)!, changed: false };
  const hadImage = Boolean(post.featuredImageId || post.featuredImage);
  const picture: PictureOfWrite =
    choice.kind === "set" && imageChanged ? "new" : choice.kind !== "remove" && hadImage ? "kept" : "none";
  checkAlt(input, {
    picture,
    alt: changes.featuredImageAlt ?? post.featuredImageAlt,
    altChanged: changes.featuredImageAlt !== undefined,
  });

  const now = new Date();
  const set: Partial<Post> = { ...changes, ...plan?.set, updatedAt: now };
  if (changes.slug !== undefined) set.slug = uniqueSlug(db, changes.slug, post.id);
  if (changes.content !== undefined) Object.assign(set, contentDerived(changes.content));
  if (imageChanged) {
    set.featuredImageId = choice.kind === "set" ? choice.imageId : null;
    set.featuredImage = choice.kind === "set" ? choice.url : null;
  }
  const action = plan?.audit ?? "post.updated";
  const wanted = newsletterWish(actor, input, post);
  try {
    const mailing = db.transaction((tx) => {
      tx.update(posts).set(set).where(eq(posts.id, post.id)).run();
      if (changes.featured) unfeatureOthers(tx, post.id);
      const fields = [...Object.keys(changes), ...(imageChanged ? ["featuredImage"] : [])];
      const title = changes.title ?? post.title;
      recordAudit(tx, {
        actor,
        action,
        targetType: "post",
        targetId: post.id,
        summary: title,
        details: { fields, ...(plan ? { from: post.status, to } : {}) },
      });
      recordRevision(tx, post.id, plan?.revision ?? "saved", actor);
      if (plan) queueTransitionMail(tx, plan, { id: post.id, title, authorId: post.authorId }, actor);
      const status = plan?.set.status ?? post.status;
      return applyNewsletterChoice(tx, {
        post: { id: post.id, title },
        wanted,
        status,
        justPublished: plan?.set.status === "published",
        actorId: actor.id,
        now,
      });
    });
    afterCommit(plan, mailing);
  } catch (error) {
    if (stored) releaseImages({ ids: [stored.id] });
    throw error;
  }
  // Pictures the post no longer shows, unless another post (or the settings) still does.
  const droppedHashes =
    changes.content !== undefined ? imageHashesIn(post.content).filter((h) => !changes.content!.includes(h)) : [];
  releaseImages({ ids: imageChanged ? [post.featuredImageId] : [], hashes: droppedHashes });
  return { post: findPost(staffView(actor), post.id)!, changed: true };
}

export function deletePost(actor: User, id: string | undefined) {
  const post = storedPost(id);
  requirePostPermission(actor, "delete", post);
  db.transaction((tx) => {
    tx.delete(posts).where(eq(posts.id, post.id)).run();
    recordAudit(tx, { actor, action: "post.deleted", targetType: "post", targetId: post.id, summary: post.title });
  });
  invalidateGuestPages();
  releaseImages({ ids: [post.featuredImageId], hashes: imageHashesIn(post.content) });
  return post;
}
