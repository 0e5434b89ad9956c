import { writableDb } from "../support/blog-data";
import { uniqueEmail } from "../support/auth";
import { DEMO, expect, mailsFor, openDb, test } from "../support/fixtures";
import { bearer, createSessionToken } from "../support/sessions";

const admin = () => bearer(createSessionToken(DEMO.admin));
const editor = () => bearer(createSessionToken(DEMO.editor));
const reader = () => bearer(createSessionToken(DEMO.reader));

/** A verified account written straight into the database, for tests that change or delete people. */
function makeUser(role = "user", name = "Test Person") {
  const db = writableDb();
  try {
    const id = `t${Math.random().toString(36).slice(2, 14)}`;
    const email = uniqueEmail(role);
    db.prepare(
      "insert into users (id, name, email, password_hash, role, is_verified, created_at) values (?, ?, ?, 'x', ?, 1, ?)",
    ).run(id, name, email, role, Date.now());
    return { id, email, password: "unused" };
  } finally {
    db.close();
  }
}
const roleOf = (id: string) =>
  openDb().prepare("select role from users where id = ?").pluck().get(id) as string | undefined;
const userAuth = (email: string) => bearer(createSessionToken({ email, password: "" }));

async function status(res: Promise<import("@playwright/test").APIResponse>) {
  return (await res).status();
}

test("GET /api/users: search, role filter and paging for staff; 401/403 for others; 400 for bad parameters", async ({
  request,
}) => {
  const person = makeUser("author", "Searchable Zebra");
  const res = await request.get("/api/users?q=zebra&role=author", { headers: editor() });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.success).toBe(true);
  expect(body.data.map((u: { _id: string }) => u._id)).toContain(person.id);
  expect(body.data[0]).not.toHaveProperty("passwordHash");
  expect(body.pagination).toMatchObject({ page: 1, limit: 20 });
  expect(await status(request.get("/api/users"))).toBe(401);
  expect(await status(request.get("/api/users", { headers: reader() }))).toBe(403);
  for (const q of ["role=owner", "page=0", "limit=101", "page=x"])
    expect(await status(request.get(`/api/users?${q}`, { headers: admin() })), q).toBe(400);
  expect(await status(request.get(`/api/users/${person.id}`, { headers: editor() }))).toBe(200);
  expect(await status(request.get("/api/users/nope", { headers: editor() }))).toBe(404);
});

test("GET /api/users/stats counts in SQL", async ({ request }) => {
  const res = await request.get("/api/users/stats", { headers: admin() });
  expect(res.status()).toBe(200);
  const { data } = await res.json();
  const db = openDb();
  expect(data.total).toBeGreaterThanOrEqual((db.prepare("select count(*) from users").pluck().get() as number) - 50);
  expect(data.verified + data.unverified).toBe(data.total);
  expect(Object.keys(data.byRole).sort()).toEqual(["admin", "author", "editor", "user"]);
  expect(data.byRole.admin).toBeGreaterThanOrEqual(1);
  expect(data).toHaveProperty("newThisMonth");
  expect(data).toHaveProperty("activeThisMonth");
  expect(await status(request.get("/api/users/stats", { headers: reader() }))).toBe(403);
});

test("PUT /api/users/:id: admins change name, email, role; editors names only; validation and conflicts", async ({
  request,
}) => {
  const person = makeUser();
  const ok = await request.put(`/api/users/${person.id}`, {
    headers: admin(),
    data: { name: "Promoted Volunteer", email: person.email, role: "editor" },
  });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data).toMatchObject({ name: "Promoted Volunteer", role: "editor" });
  expect(
    (await request.put(`/api/users/${person.id}`, { headers: editor(), data: { name: "Renamed by editor" } })).status(),
  ).toBe(200);
  expect((await request.put(`/api/users/${person.id}`, { headers: editor(), data: { role: "admin" } })).status()).toBe(
    403,
  );
  expect(
    (await request.put(`/api/users/${person.id}`, { headers: editor(), data: { email: "x@example.org" } })).status(),
  ).toBe(403);
  expect(roleOf(person.id)).toBe("editor");
  const bad = await request.put(`/api/users/${person.id}`, { headers: admin(), data: { email: "not-an-email" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe("Please enter a valid email address");
  expect(await status(request.put(`/api/users/${person.id}`, { headers: admin(), data: { role: "owner" } }))).toBe(400);
  expect(await status(request.put(`/api/users/${person.id}`, { headers: admin(), data: { name: "" } }))).toBe(400);
  expect(
    await status(request.put(`/api/users/${person.id}`, { headers: admin(), data: { email: DEMO.reader.email } })),
  ).toBe(409);
  expect(await status(request.put(`/api/users/${person.id}`, { headers: reader(), data: { name: "x" } }))).toBe(403);
});

test("nobody demotes or deletes themselves; the last admin stays", async ({ request }) => {
  const demoAdminId = openDb().prepare("select id from users where email = ?").pluck().get(DEMO.admin.email) as string;
  expect(await status(request.put(`/api/users/${demoAdminId}`, { headers: admin(), data: { role: "user" } }))).toBe(
    403,
  );
  expect(await status(request.delete(`/api/users/${demoAdminId}`, { headers: admin() }))).toBe(403);
  const second = makeUser("admin");
  const asSecond = userAuth(second.email);
  // Its own role is not its to change; another admin may change it, since an admin remains.
  expect(await status(request.put(`/api/users/${second.id}`, { headers: asSecond, data: { role: "user" } }))).toBe(403);
  expect(await status(request.put(`/api/users/${second.id}`, { headers: admin(), data: { role: "user" } }))).toBe(200);
  expect(roleOf(second.id)).toBe("user");
});

test("PATCH /api/users/bulk: bounded, all-or-nothing, never the caller", async ({ request }) => {
  const a = makeUser();
  const b = makeUser();
  const res = await request.patch("/api/users/bulk", {
    headers: admin(),
    data: { userIds: [a.id, b.id], updates: { role: "author", isVerified: false } },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({
    success: true,
    message: "2 users updated: role set to author and marked unverified",
  });
  expect([roleOf(a.id), roleOf(b.id)]).toEqual(["author", "author"]);

  const unknown = await request.patch("/api/users/bulk", {
    headers: admin(),
    data: { userIds: [a.id, "ghost-id"], updates: { role: "user" } },
  });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toContain("ghost-id");
  expect(roleOf(a.id)).toBe("author");
  const demoAdminId = openDb().prepare("select id from users where email = ?").pluck().get(DEMO.admin.email) as string;
  expect(
    await status(
      request.patch("/api/users/bulk", {
        headers: admin(),
        data: { userIds: [a.id, demoAdminId], updates: { role: "user" } },
      }),
    ),
  ).toBe(403);
  expect(roleOf(a.id)).toBe("author");
  expect(
    await status(
      request.patch("/api/users/bulk", { headers: editor(), data: { userIds: [a.id], updates: { role: "user" } } }),
    ),
  ).toBe(403);
  expect(
    await status(
      request.patch("/api/users/bulk", {
        headers: admin(),
        data: { userIds: Array.from({ length: 101 }, (_, i) => `id${i}`), updates: { role: "user" } },
      }),
    ),
  ).toBe(400);
  expect(
    await status(
      request.patch("/api/users/bulk", { headers: admin(), data: { userIds: [a.id], updates: { password: "x" } } }),
    ),
  ).toBe(400);
  expect(
    await status(request.patch("/api/users/bulk", { headers: admin(), data: { userIds: [a.id], updates: {} } })),
  ).toBe(400);
});

test("DELETE /api/users/:id removes likes (counts follow), sessions and messages in one go; posts stay", async ({
  request,
}) => {
  const person = makeUser();
  const auth = userAuth(person.email);
  const postId = openDb()
    .prepare("select id from posts where status = 'published' order by created_at limit 1")
    .pluck()
    .get() as string;
  const liked = await request.post(`/api/blog/${postId}/like`, { headers: auth, data: { liked: true } });
  expect(liked.status()).toBe(200);
  const likesBefore = (await liked.json()).data.likes as number;
  const sent = await request.post("/api/contact", {
    headers: auth,
    data: { name: "Spam", email: person.email, subject: "Buy", message: "Spam spam", type: "general" },
  });
  expect(sent.status()).toBe(201);

  expect(await status(request.delete(`/api/users/${person.id}`, { headers: editor() }))).toBe(403);
  expect(await status(request.delete(`/api/users/${person.id}`, { headers: admin() }))).toBe(200);
  const db = openDb();
  expect(db.prepare("select count(*) from users where id = ?").pluck().get(person.id)).toBe(0);
  expect(db.prepare("select count(*) from sessions where user_id = ?").pluck().get(person.id)).toBe(0);
  expect(db.prepare("select count(*) from contact_messages where email = ?").pluck().get(person.email)).toBe(0);
  expect(db.prepare("select likes from posts where id = ?").pluck().get(postId)).toBe(likesBefore - 1);
  expect(await status(request.get("/api/auth/check-auth", { headers: auth }))).toBe(401);
  expect(await status(request.delete(`/api/users/${person.id}`, { headers: admin() }))).toBe(404);
});

test("POST /api/users (Add User): the person gets a link to set a password; editors cannot add", async ({
  request,
}) => {
  const email = uniqueEmail("invited");
  const res = await request.post("/api/users", {
    headers: admin(),
    data: { name: "New Volunteer", email, role: "author" },
  });
  expect(res.status()).toBe(201);
  const mails = await mailsFor(email);
  expect(mails[0]?.subject).toMatch(/account/i);
  expect(mails[0]?.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
  expect(await status(request.post("/api/users", { headers: admin(), data: { name: "Again", email } }))).toBe(409);
  expect(
    await status(request.post("/api/users", { headers: editor(), data: { name: "x", email: uniqueEmail() } })),
  ).toBe(403);
  expect(await status(request.post("/api/users", { headers: admin(), data: { name: "x", email: "bad" } }))).toBe(400);
});

test("contact API: staff list, status and delete; bad input refused", async ({ request }) => {
  const person = makeUser();
  const auth = userAuth(person.email);
  expect(await status(request.post("/api/contact", { data: {} }))).toBe(401);
  for (const data of [
    { name: "A", email: "bad", subject: "S", message: "M" },
    { name: "A", email: person.email, subject: "S", message: "M", type: "complaint" },
    { name: "A", email: person.email, subject: "S", message: "x".repeat(5001) },
  ])
    expect(await status(request.post("/api/contact", { headers: auth, data })), JSON.stringify(data).slice(0, 60)).toBe(
      400,
    );
  const subject = `API subject ${Date.now()}`;
  expect(
    await status(
      request.post("/api/contact", {
        headers: auth,
        data: { name: "A", email: person.email, subject, message: "Hello", type: "volunteer" },
      }),
    ),
  ).toBe(201);

  const list = await request.get("/api/contact?type=volunteer&status=new", { headers: editor() });
  expect(list.status()).toBe(200);
  const found = ((await list.json()).data as { _id: string; subject: string; status: string }[]).find(
    (m) => m.subject === subject,
  )!;
  expect(found.status).toBe("new");
  expect(await status(request.get("/api/contact", { headers: auth }))).toBe(403);
  expect(await status(request.get("/api/contact?status=archived", { headers: editor() }))).toBe(400);
  expect(
    await status(request.put(`/api/contact/${found._id}/status`, { headers: editor(), data: { status: "archived" } })),
  ).toBe(400);
  const replied = await request.put(`/api/contact/${found._id}/status`, {
    headers: editor(),
    data: { status: "replied" },
  });
  expect(replied.status()).toBe(200);
  expect(openDb().prepare("select status from contact_messages where id = ?").pluck().get(found._id)).toBe("replied");
  expect(
    await status(request.put(`/api/contact/${found._id}/status`, { headers: auth, data: { status: "read" } })),
  ).toBe(403);
  expect(await status(request.delete(`/api/contact/${found._id}`, { headers: auth }))).toBe(403);
  expect(await status(request.delete(`/api/contact/${found._id}`, { headers: editor() }))).toBe(200);
  expect(await status(request.delete(`/api/contact/${found._id}`, { headers: editor() }))).toBe(404);
});
