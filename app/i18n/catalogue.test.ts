import { describe, expect, it } from "vitest";
import { CATALOGUES, translateMessage } from "./catalogue";
import { SAME_AS_ENGLISH } from "./same-as-english";

type Leaf = { path: string; value: unknown };
function leaves(node: unknown, path = ""): Leaf[] {
  if (node && typeof node === "object") return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  return [{ path, value: node }];
}
const sample = (fn: (...args: unknown[]) => unknown) => String(fn(...Array.from({ length: fn.length }, (_, i) => `ARG${i}`)));

describe("catalogues (issue 17)", () => {
  const english = new Map(leaves(CATALOGUES.en).map((l) => [l.path, l.value]));

  for (const lang of ["rw", "fr"] as const) {
    const own = new Map(leaves(CATALOGUES[lang]).map((l) => [l.path, l.value]));

    it(`${lang} has exactly the English keys, of the same kinds`, () => {
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, value] of english) {
        const theirs = own.get(path);
        expect(typeof theirs, path).toBe(typeof value);
        if (typeof value === "function") expect((theirs as () => unknown).length, path).toBe(value.length);
      }
    });

    it(`${lang} translates every string (only the listed ones stay as in English)`, () => {
      const allowed = new Set(SAME_AS_ENGLISH[lang]);
      const untranslated: string[] = [];
      for (const [path, value] of english) {
        const theirs = own.get(path);
        const [mine, en] = typeof value === "function" ? [sample(theirs as never), sample(value as never)] : [theirs, value];
        expect(String(mine).trim(), `${lang} ${path} is empty`).not.toBe("");
        if (mine === en && !allowed.has(String(en))) untranslated.push(`${path}: ${String(en)}`);
      }
      expect(untranslated).toEqual([]);
    });

    it(`${lang} keeps every placeholder of a message`, () => {
      for (const [key, value] of Object.entries(CATALOGUES[lang].messages)) {
        expect((value.match(/\{n\}/g) ?? []).length, key).toBe((key.match(/\{n\}/g) ?? []).length);
      }
    });
  }

  it("puts a message's numbers back in order", () => {
    const rw = CATALOGUES.rw.messages as Record<string, string>;
    const key = Object.keys(rw).find((k) => k.includes("{n}"));
    if (!key) return expect(translateMessage("Invalid date", "rw")).toBe(rw["Invalid date"]);
    const english = key.replace(/\{n\}/g, "42");
    expect(translateMessage(english, "rw")).toBe(rw[key].replace(/\{n\}/g, "42"));
  });

  it("leaves English and unknown messages as they are", () => {
    expect(translateMessage("Invalid date", "en")).toBe("Invalid date");
    expect(translateMessage("Something nobody wrote", "fr")).toBe("Something nobody wrote");
    expect(translateMessage("constructor", "fr")).toBe("constructor");
  });
});
