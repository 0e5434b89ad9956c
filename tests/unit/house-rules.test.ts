import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The house's rules (docs/decisions/025), read from the code's own imports: every room imports only from rooms on a
// lower floor, no files import each other in a circle (type-only imports count), and an import from another folder
// of app/ says `~/…`. Tests are left out: nothing imports them.
const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");

/** Each room's floor: a room may import its own files and rooms on lower floors, nothing else. */
const FLOORS: Record<string, number> = {
  // The Express chain in front of the app (docs/decisions/037): it wraps the route build and the splice.
  "http-server": 8,
  routes: 7,
  "routes.ts": 7,
  "root.tsx": 7,
  "entry.server.tsx": 7,
  "entry.client.tsx": 7,
  components: 6,
  ui: 5,
  server: 5,
  domain: 4,
  platform: 3,
  utils: 2,
  content: 2,
  i18n: 1,
  enhance: 1,
};

/** Files that tools read without the app's path aliases: drizzle-kit (the schema files) and the backup CLI (.mjs). */
const RELATIVE_ALLOWED = (file: string) => path.basename(file) === "schema.ts" || file.endsWith(".mjs");

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const isTest = (file: string) => /\.test\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
/** `import type { … } from "…"`: erased from the build, it carries a shape, not code. */
const TYPE_IMPORT = /\bimport\s+type\s+[^;]*?\bfrom\s*["']([^"']+)["']/g;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(APP, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  base = base.split("?")[0]!;
  const candidates = [base, ...[".ts", ".tsx", ".mjs", ".js"].map((ext) => base + ext), path.join(base, "index.ts")];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

const files = sourceFiles(APP);
const imports = new Map<string, { spec: string; target: string; typeOnly: boolean }[]>(
  files.map((file) => {
    const text = fs.readFileSync(file, "utf8");
    const typeOnly = new Set([...text.matchAll(TYPE_IMPORT)].map((m) => m[1]!));
    const found = [...text.matchAll(IMPORT)].flatMap((m) => {
      const target = resolve(file, m[1]!);
      return target && !isTest(target) ? [{ spec: m[1]!, target, typeOnly: typeOnly.has(m[1]!) }] : [];
    });
    return [file, found];
  }),
);

const isScreenServerHalf = (file: string) =>
  path.relative(APP, file).startsWith(`routes${path.sep}`) && file.endsWith(".server.ts");
const roomOf = (file: string) => path.relative(APP, file).split(path.sep)[0]!;
const rel = (file: string) => path.relative(ROOT, file);

/** Strongly connected components of more than one file (Tarjan), or a file importing itself. */
function circles(): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const { target: w } of imports.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        component.push(rel(w));
      } while (w !== v);
      if (component.length > 1 || (imports.get(v) ?? []).some((i) => i.target === v)) found.push(component);
    }
  };
  for (const file of files) if (!idx.has(file)) visit(file);
  return found;
}

describe("the house's rules (docs/decisions/025)", () => {
  it("reads the imports it judges", () => {
    expect(files.length).toBeGreaterThan(300);
    const total = [...imports.values()].reduce((n, list) => n + list.length, 0);
    expect(total).toBeGreaterThan(1000);
  });

  it("puts every room of app/ on a floor", () => {
    const unknown = [...new Set(files.map(roomOf))].filter((room) => !(room in FLOORS));
    expect(unknown, "a new room of app/ needs its floor in FLOORS").toEqual([]);
  });

  it("has no import circle", () => {
    expect(circles()).toEqual([]);
  });

  it("has no import from a room to a room on its own floor or above (the platform knows no capability)", () => {
    const upward = files.flatMap((file) =>
      (imports.get(file) ?? [])
        .filter(({ target }) => roomOf(target) !== roomOf(file) && FLOORS[roomOf(target)]! >= FLOORS[roomOf(file)]!)
        // A screen's data type comes from the screen's own server half (decision 038): a component may name it.
        .filter(({ target, typeOnly }) => !(typeOnly && isScreenServerHalf(target)))
        .map(({ target }) => `${rel(file)} -> ${rel(target)}`),
    );
    expect(upward).toEqual([]);
  });

  it("says ~/ for an import from another folder of app/, except where a tool reads the file without aliases", () => {
    const relativeUp = files
      .filter((file) => !RELATIVE_ALLOWED(file))
      .flatMap((file) =>
        (imports.get(file) ?? [])
          .filter(({ spec }) => spec.startsWith("../"))
          .map(({ spec }) => `${rel(file)}: ${spec}`),
      );
    expect(relativeUp).toEqual([]);
  });

  it("keeps react-router out of app/domain, and screens' server halves beside their routes (decision 038)", () => {
    const domain = files.filter((file) => roomOf(file) === "domain");
    const routerImports = domain.filter((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(IMPORT)].some((m) => /^(react-router|@react-router\/)/.test(m[1]!)),
    );
    expect(routerImports.map(rel)).toEqual([]);
    const screenNamed = domain.filter((file) =>
      /-(screen|page|pages|admin-screen)\.server\.tsx?$|\/pages\.server\.ts$/.test(file),
    );
    expect(screenNamed.map(rel)).toEqual([]);
    expect(
      fs.existsSync(path.join(APP, "domain", "admin")) && sourceFiles(path.join(APP, "domain", "admin")).length,
    ).toBeFalsy();
  });
});
