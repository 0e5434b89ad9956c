import { loginAs } from "../support/auth";
import { deletePosts, insertPost, uniqueName } from "../support/blog-data";
import { DEMO, expect, openDb, sameOrigin, test } from "../support/fixtures";
import { pngOf, randomColour } from "../support/images";
import { bearer, createSessionToken } from "../support/sessions";

// Only an editor or admin chooses the featured post (docs/decisions/011): an author's flag is refused on every
// path, and the featured post stays as it was.

test("an author's featured: true never changes the featured post (page form and /api, JSON and multipart)", async ({
  page,
  request,
}) => {
  const author = bearer(createSessionToken(DEMO.author));
  const featured = () =>
    openDb().prepare("select id from posts where featured = 1 order by id").pluck().all() as string[];
  const ids: string[] = [];
  const ownDraft = insertPost({ status: "draft", authorEmail: DEMO.author.email });
  ids.push(ownDraft);
  try {
    const before = featured();
    const fields = {
      title: uniqueName("E2E featured"),
      excerpt: "x",
      content: "<p>Words</p>",
      category: "Research",
      status: "draft",
      featured: "true",
    };
    const image = { name: "c.png", mimeType: "image/png", buffer: await pngOf(randomColour()) };
    const multipart = await request.post("/api/blog", {
      headers: author,
      multipart: { ...fields, featuredImage: image },
    });
    expect(multipart.status()).toBe(403);
    const json = await request.post("/api/blog", {
      headers: author,
      data: { ...fields, featured: true, tags: [], featuredImage: "https://example.org/x.jpg" },
    });
    expect(json.status()).toBe(403);
    expect((await json.json()).message).toBe("Authors cannot feature posts; an editor chooses the featured post");
    for (const put of [
      request.put(`/api/blog/${ownDraft}`, { headers: author, data: { featured: true } }),
      request.put(`/api/blog/${ownDraft}`, { headers: author, multipart: { featured: "true", title: "Renamed" } }),
    ]) {
      expect((await put).status()).toBe(403);
    }
    expect(featured()).toEqual(before);
    expect(openDb().prepare("select title from posts where id = ?").pluck().get(ownDraft)).not.toBe("Renamed");

    // The page form: no featured box for an author, and a hand-made post with the flag is refused.
    await loginAs(page, DEMO.author);
    await page.goto(`/admin/blog/edit/${ownDraft}`);
    await expect(page.getByLabel(/Featured post/)).toHaveCount(0);
    const pagePost = await page.request.post(`/admin/blog/edit/${ownDraft}`, {
      headers: sameOrigin(),
      multipart: { title: "From the page", featured: "true" },
      maxRedirects: 0,
    });
    expect(pagePost.status()).toBe(403);
    expect(featured()).toEqual(before);
    // Without the flag the author's edit still saves.
    const ok = await request.put(`/api/blog/${ownDraft}`, {
      headers: author,
      data: { excerpt: "Better", featured: false },
    });
    expect(ok.status()).toBe(200);
  } finally {
    ids.push(...(openDb().prepare("select id from posts where title like 'E2E featured%'").pluck().all() as string[]));
    deletePosts(ids);
  }
});
