import AxeBuilder from "@axe-core/playwright";
import { test } from "../support/fixtures";
test("timing", async ({ page }) => {
  let t = Date.now();
  const lap = (l: string) => { console.log(l, Date.now() - t); t = Date.now(); };
  await page.goto("/about"); lap("goto");
  await page.goto("/about"); lap("goto2");
  const r = await new AxeBuilder({ page }).analyze(); lap("axe");
  await new AxeBuilder({ page }).analyze(); lap("axe2");
  await new AxeBuilder({ page }).disableRules(["color-contrast"]).analyze(); lap("axe-no-contrast");
  console.log(r.passes.length, await page.evaluate(() => document.querySelectorAll("*").length));
});
