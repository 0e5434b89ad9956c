import { rawRequest } from "../support/raw-http";
import { expect, openDb, test, uniqueIp } from "../support/fixtures";

// Issue 39: what people searched for on the blog and in the questions library, by normalised text and results,
// counted for pages from the guest cache, rendered, and the router's data with JavaScript on.

const PHONE =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const letters = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const today = () => new Date().toISOString().slice(0, 10);

type Term = { searches: number; empty: number; results: number };
function term(area: string, text: string): Term | undefined {
  const db = openDb();
  try {
    return db
      .prepare(
        "select searches, empty_searches as empty, results from search_terms where day = ? and area = ? and term = ?",
      )
      .get(today(), area, text) as Term | undefined;
  } finally {
    db.close();
  }
}

const ask = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(path, { "User-Agent": PHONE, "X-Forwarded-For": uniqueIp(), ...headers });

test("a blog search that found nothing is counted, from the cache too, by its normalised text", async () => {
  const word = `nothing ${letters()}`;
  const first = await ask(`/blog?q=${encodeURIComponent(word.toUpperCase() + "!")}`);
  expect(first.status).toBe(200);
  expect(first.headers["x-search-results"]).toBe("0");
  await ask(`/blog?q=${encodeURIComponent(word)}`);
  // The same search again is answered from the guest cache, and still counted. Another spec's write to the
  // database empties the cache at any moment (CI, stop 45): asked again until a hit, every ask counted.
  let asked = 2;
  let cache = "";
  while (cache !== "HIT" && asked < 6) {
    cache = String((await ask(`/blog?q=${encodeURIComponent(word)}`)).headers["x-cache"]);
    asked++;
  }
  expect(cache).toBe("HIT");
  await expect.poll(() => term("blog", word), { timeout: 6000 }).toEqual({ searches: asked, empty: asked, results: 0 });
});

test("a library search with results, and one with JavaScript's data request, are counted", async () => {
  const answer = await ask("/questions?q=contraception");
  const results = Number(answer.headers["x-search-results"]);
  const before = term("questions", "contraception")?.searches ?? 0;
  const data = await ask("/questions.data?q=contraception", {
    Referer: `http://localhost:${process.env.E2E_PORT}/questions`,
  });
  expect(data.status).toBe(200);
  expect(data.headers["x-search-results"]).toBe(String(results));
  await expect.poll(() => term("questions", "contraception")?.searches ?? 0, { timeout: 6000 }).toBeGreaterThan(before);
  expect(term("questions", "contraception")?.results).toBe(results);
});

test("searches like an e-mail address or a phone number, under 3 characters or by bots are not kept", async () => {
  const marker = letters();
  await ask(`/blog?q=${encodeURIComponent(`${marker}@example.org`)}`);
  await ask(`/questions?q=${encodeURIComponent(`${marker} 0788 123 456`)}`);
  await ask(`/blog?q=${marker}`, { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" });
  await ask(`/blog?q=ab`);
  await new Promise((r) => setTimeout(r, 1600));
  const db = openDb();
  try {
    const rows = db.prepare("select term from search_terms where term like ? or term = 'ab'").all(`%${marker}%`);
    expect(rows).toEqual([]);
  } finally {
    db.close();
  }
});
