import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const [,, ...pairs] = process.argv;
for (const spec of pairs) {
  const [path, width, js] = spec.split(",");
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 800 }, javaScriptEnabled: js !== "nojs" });
  const page = await ctx.newPage();
  await page.goto("http://localhost:3990" + path);
  const name = `/tmp/shots/${path.replace(/\W+/g, "_")}-${width}-${js ?? "js"}.png`;
  await page.screenshot({ path: name, fullPage: spec.includes("full") });
  console.log(name);
  await ctx.close();
}
await browser.close();
