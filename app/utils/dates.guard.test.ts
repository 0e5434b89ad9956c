import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 23: times once disagreed between screens because each formatted dates its own way, on the clock of whatever
 * machine ran it (the server's UTC, the browser's zone). The rule is now one formatter (app/utils/dates.ts) that
 * always takes the site's time zone. This test keeps it that way: no other module may read a date on a local clock
 * or format one itself.
 */
const ROOT = path.resolve("app");
const ALLOWED = new Set([path.join(ROOT, "utils", "dates.ts")]);

const RULES: [RegExp, string][] = [
  [/\bIntl\.DateTimeFormat\b/, "formats dates with Intl itself: use formatDate (utils/dates)"],
  [
    /\.(?:toLocaleDateString|toLocaleTimeString|toDateString|toTimeString)\(/,
    "formats a date on the machine's clock: use formatDate",
  ],
  // Numbers may be written with toLocaleString("en"); a date may not.
  [
    /\.toLocaleString\((?!"en"\))/,
    'toLocaleString without "en" (a date, or a number in the machine\'s locale): use formatDate or formatCount',
  ],
  [
    /\.(?:get|set)(?:Hours|Minutes|Seconds|Date|Day|Month|FullYear)\(/,
    "reads the machine's local clock: use wallClock(date, zone) (utils/dates)",
  ],
  [
    /import\s*\{[^}]*\b(?:format|startOf\w*|endOf\w*|is(?:Today|Yesterday|Tomorrow|Same\w*)|getHours|getDate|getDay|getMonth|getYear)\b[^}]*\}\s*from\s*"date-fns"/,
    "date-fns works on the machine's local clock: use utils/dates and utils/site-time",
  ],
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [file] : [];
  });
}

describe("one date formatter, on the site's clock", () => {
  it("no module outside utils/dates.ts formats a date or reads a local clock", () => {
    const found: string[] = [];
    for (const file of sources(ROOT)) {
      if (ALLOWED.has(file)) continue;
      const lines = fs.readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        for (const [rule, why] of RULES)
          if (rule.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${why}`);
      });
    }
    expect(found).toEqual([]);
  });
});
