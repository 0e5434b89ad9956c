import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Issue 36: the project's JavaScript is type-checked like its TypeScript (`npm run typecheck`). tsconfig.json leaves
// checkJs off, so each file opts in with `// @ts-check` on its first line (JSDoc types; the service worker with its
// own library, tsconfig.sw.json). A new .js/.mjs file starts checked.
const ROOT = path.resolve(import.meta.dirname, "../..");

/** The files under a folder of the project, as paths from its root. */
const walk = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));

it("every JavaScript file of the project is type-checked (// @ts-check)", () => {
  const files = [...fs.readdirSync(ROOT), ...walk("app"), ...walk("scripts"), ...walk("tests")].filter((f) =>
    /\.(js|mjs|cjs)$/.test(f),
  );
  const unchecked = files.filter((f) => !fs.readFileSync(path.join(ROOT, f), "utf8").startsWith("// @ts-check\n"));
  expect(unchecked).toEqual([]);
});
