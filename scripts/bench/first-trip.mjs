// @ts-check
// Issue 40, part 1 (docs/decisions/044): what a first-time visitor's first round trip must carry before anything
// is drawn, measured on the wire as Chromium asks for a page opened from a shared link: the response's status
// line and headers plus the compressed HTML, and, where the HTML links the stylesheet in <head> (the copy a reader
// of our own pages gets, and every page before this change), the stylesheet too. Target: 14 KB (TCP's initial
// window of 10 segments).
import http from "node:http";

export const FIRST_TRIP_KB = 14;

const CHROMIUM = {
  "User-Agent":
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "Accept-Encoding": "gzip, deflate, br, zstd",
  "Accept-Language": "en-GB,en;q=0.9",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Mode": "navigate",
  "Upgrade-Insecure-Requests": "1",
};

/** @param {string} url @param {Record<string, string>} headers */
function wire(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { ...CHROMIUM, ...headers }, agent: false }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const head =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
          res.rawHeaders.reduce((n, v, i) => n + v.length + (i % 2 === 0 ? 2 : 2), 0) +
          2;
        resolve({
          status: res.statusCode ?? 0,
          head,
          body: Buffer.concat(chunks),
          encoding: res.headers["content-encoding"],
        });
      });
    });
    req.on("error", reject);
  });
}

/**
 * The first round trip of each page, for a first-time visitor (`Sec-Fetch-Site: none`) and for a reader coming
 * from one of our pages (`same-origin`, the copy every page used to be): bytes in KB.
 * @param {string} base @param {Record<string, string>} pages name → path
 * @returns {Promise<Record<string, { first: number, ours: number }>>}
 */
export async function firstTripBytes(base, pages) {
  /** @type {Record<string, { first: number, ours: number }>} */
  const out = {};
  /** @type {Map<string, number>} */
  const sheets = new Map();
  const blockingSheet = async (/** @type {Buffer} */ body, /** @type {string | undefined} */ encoding) => {
    if (encoding !== "br") throw new Error(`expected brotli, got ${encoding}`);
    const html = (await import("node:zlib")).brotliDecompressSync(body).toString("utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const href = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/.exec(head)?.[1];
    if (!href) return 0;
    if (!sheets.has(href)) {
      const sheet = /** @type {{ head: number, body: Buffer }} */ (
        await wire(base + href, {
          "Sec-Fetch-Dest": "style",
          "Sec-Fetch-Mode": "no-cors",
          "Sec-Fetch-Site": "same-origin",
        })
      );
      sheets.set(href, sheet.head + sheet.body.length);
    }
    return sheets.get(href) ?? 0;
  };
  for (const [name, path] of Object.entries(pages)) {
    /** @type {Record<string, number>} */
    const kb = {};
    for (const site of ["none", "same-origin"]) {
      const answer = /** @type {{ status: number, head: number, body: Buffer, encoding?: string }} */ (
        await wire(base + path, { "Sec-Fetch-Site": site })
      );
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      kb[site] = (answer.head + answer.body.length + (await blockingSheet(answer.body, answer.encoding))) / 1024;
    }
    out[name] = { first: kb.none, ours: kb["same-origin"] };
  }
  return out;
}
