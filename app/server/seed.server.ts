import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { DEMO_POSTS, type DemoPost } from "~/content/demo/posts";
import { DEMO_TRANSLATIONS } from "~/content/demo/translations";
import { contentDerived } from "~/domain/blog/search-text.server";
import { slugify } from "~/utils/slug";
import { db } from "~/platform/data/db.server";
import { env } from "~/platform/ops/env.server";
import { log } from "~/platform/ops/log.server";
import { storeImage } from "~/domain/media/images.server";
import { hashPassword } from "~/domain/auth/passwords.server";
import { prepareContent } from "~/domain/blog/sanitize.server";
import { findUserByEmail } from "~/domain/people/users.server";
import { posts } from "~/domain/blog/schema";
import { users } from "~/domain/people/schema";
import { seedDemoEvents } from "./seed-events.server";
import type { Role } from "~/domain/people/permissions";
import { seedDemoCampaigns } from "./seed-campaigns.server";
import { seedDemoQuestions } from "./seed-questions.server";

type DemoAccount = { name: string; email: string; password: string; role: Role };

/** Demo sign-ins, shown on the login page of a demo install. All are created verified. */
export const DEMO_ACCOUNTS = {
  admin: { name: "Aline Uwase", email: "admin@example.org", password: "DemoAdmin#2026", role: "admin" },
  editor: { name: "Eric Habimana", email: "editor@example.org", password: "DemoEditor#2026", role: "editor" },
  author: { name: "Diane Ingabire", email: "author@example.org", password: "DemoAuthor#2026", role: "author" },
  reader: { name: "Grace Mukamana", email: "reader@example.org", password: "DemoReader#2026", role: "user" },
} as const satisfies Record<string, DemoAccount>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const demoImagesDir = () => path.resolve(process.env.DEMO_IMAGES_DIR || "app/content/demo/images");

/**
 * The README's demo passwords hold only in local mode. A production start that opts into demo content gives each
 * demo account a random password that is written nowhere (no log holds a password): they cannot be signed into
 * until an admin gives one a real address and its owner uses "Forgot password".
 */
function demoPassword(account: DemoAccount) {
  return env.APP_MODE === "local" ? account.password : randomBytes(24).toString("base64url");
}

/** Returns the user id for the account, creating it (verified) if its e-mail is not taken yet. */
async function ensureAccount(account: DemoAccount): Promise<{ id: string; created: boolean }> {
  const email = account.email.trim().toLowerCase();
  const existing = findUserByEmail(email);
  if (existing) return { id: existing.id, created: false };
  const passwordHash = await hashPassword(demoPassword(account));
  const row = db
    .insert(users)
    .values({ name: account.name, email, passwordHash, role: account.role, isVerified: true })
    .returning({ id: users.id })
    .get();
  return { id: row.id, created: true };
}

const hasPosts = () => (db.select({ n: count() }).from(posts).get()?.n ?? 0) > 0;

let running: Promise<{ seeded: boolean }> | null = null;

/**
 * Fills an empty blog with the demo accounts and posts (app/content/demo). Does nothing once any
 * post exists, so it is safe to call on every start. Demo likes are "imported" likes; real ones add to them.
 */
export function seedDemo(): Promise<{ seeded: boolean }> {
  // Two callers at start-up share one run.
  running ??= runSeed().finally(() => {
    running = null;
  });
  return running;
}

async function runSeed(): Promise<{ seeded: boolean }> {
  if (hasPosts()) return { seeded: false };

  const admin = await ensureAccount(DEMO_ACCOUNTS.admin);
  const editor = await ensureAccount(DEMO_ACCOUNTS.editor);
  const author = await ensureAccount(DEMO_ACCOUNTS.author);
  const reader = await ensureAccount(DEMO_ACCOUNTS.reader);
  const authors: Record<DemoPost["author"], string> = { admin: admin.id, editor: editor.id };
  const accountsCreated = [admin, editor, author, reader].filter((a) => a.created).length;

  // Images first: storing them is async, and a better-sqlite3 transaction must be synchronous.
  const dir = demoImagesDir();
  const imageIds: (string | null)[] = [];
  for (const post of DEMO_POSTS) {
    const file = path.join(dir, post.image);
    if (!fs.existsSync(file)) {
      log.warn({ file }, "demo image missing, the post will have none");
      imageIds.push(null);
      continue;
    }
    const image = await storeImage(fs.readFileSync(file), {
      uploadedBy: authors[post.author],
      alt: post.imageAlt,
    });
    imageIds.push(image.id);
  }

  const now = Date.now();
  const inserted = db.transaction((tx) => {
    // Someone may have written a post while the images were being stored.
    if ((tx.select({ n: count() }).from(posts).get()?.n ?? 0) > 0) return 0;
    const slugs = new Set<string>();
    const idOf = new Map<string, string>();
    DEMO_POSTS.forEach((post, i) => {
      const base = slugify(post.title) || `post-${i + 1}`;
      let slug = base;
      for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
      slugs.add(slug);

      const content = prepareContent(post.content.trim());
      // Spread the times of day a little, so posts of nearby dates do not share an hour.
      const createdAt = new Date(now - post.daysAgo * DAY - ((i * 7) % 10) * HOUR - ((i * 13) % 60) * 60_000);
      const row = tx
        .insert(posts)
        .values({
          title: post.title,
          slug,
          excerpt: post.excerpt,
          content,
          tags: post.tags,
          category: post.category,
          featuredImage: null,
          featuredImageId: imageIds[i],
          featuredImageAlt: imageIds[i] ? post.imageAlt : "",
          featured: post.featured,
          authorId: authors[post.author],
          status: post.status,
          views: post.views,
          // Demo likes (in proportion to views) are "imported": real likes add to them.
          likes: post.likes,
          importedLikes: post.likes,
          helpBox: post.helpBox ?? false,
          ...contentDerived(content),
          createdAt,
          updatedAt: null,
          publishedAt: post.status === "published" ? new Date(createdAt.getTime() + HOUR) : null,
        })
        .returning({ id: posts.id })
        .get();
      idOf.set(post.title, row.id);
    });
    // Issue 17: translations of some demo posts, linked to their original, with its picture and a tenth of its readers.
    DEMO_TRANSLATIONS.forEach((translation) => {
      const i = DEMO_POSTS.findIndex((p) => p.title === translation.of);
      const original = DEMO_POSTS[i];
      if (!original) throw new Error(`demo translation of an unknown post: ${translation.of}`);
      const content = prepareContent(translation.content.trim());
      const createdAt = new Date(now - original.daysAgo * DAY + 2 * HOUR);
      tx.insert(posts)
        .values({
          title: translation.title,
          slug: `${slugify(translation.title) || "post"}-${translation.lang}`,
          excerpt: translation.excerpt,
          content,
          tags: translation.tags,
          category: original.category,
          featuredImageId: imageIds[i],
          featuredImageAlt: imageIds[i] ? translation.imageAlt : "",
          authorId: authors[original.author],
          status: original.status,
          helpBox: original.helpBox ?? false,
          views: Math.round(original.views / 10),
          likes: Math.round(original.likes / 10),
          importedLikes: Math.round(original.likes / 10),
          lang: translation.lang,
          translationOf: idOf.get(original.title)!,
          ...contentDerived(content),
          createdAt,
          publishedAt: original.status === "published" ? new Date(createdAt.getTime() + HOUR) : null,
        })
        .run();
    });
    return DEMO_POSTS.length + DEMO_TRANSLATIONS.length;
  });

  if (inserted === 0) return { seeded: false };
  await seedDemoCampaigns(dir, editor.id);
  seedDemoQuestions(editor.id);
  seedDemoEvents(admin.id);
  log.info({ posts: inserted, accounts: accountsCreated }, "demo content seeded");
  return { seeded: true };
}
