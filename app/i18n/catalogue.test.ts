import { describe, expect, it } from "vitest";
import { CATALOGUES, messageIn, translateMessage } from "./catalogue";
import { findMessage, msg, type MessageKey } from "./message";
import { SAME_AS_ENGLISH } from "./same-as-english";

type Leaf = { path: string; value: unknown };
function leaves(node: unknown, path = ""): Leaf[] {
  if (node && typeof node === "object")
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  return [{ path, value: node }];
}
const sample = (fn: (...args: unknown[]) => unknown) =>
  String(fn(...Array.from({ length: fn.length }, (_, i) => `ARG${i}`)));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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
        const [mine, en] =
          typeof value === "function" ? [sample(theirs as never), sample(value as never)] : [theirs, value];
        expect(String(mine).trim(), `${lang} ${path} is empty`).not.toBe("");
        if (mine === en && !allowed.has(String(en))) untranslated.push(`${path}: ${String(en)}`);
      }
      expect(untranslated).toEqual([]);
    });

    it(`${lang} keeps every {placeholder} of a message, by name`, () => {
      for (const [key, text] of Object.entries(CATALOGUES.en.messages)) {
        expect(placeholders(CATALOGUES[lang].messages[key as MessageKey]), `${lang} messages.${key}`).toEqual(
          placeholders(text),
        );
      }
    });
  }
});

describe("server messages by key (issue 24)", () => {
  const keys = Object.keys(CATALOGUES.en.messages) as MessageKey[];

  it("gives every message its own English text, so a text leads back to one key", () => {
    const texts = keys.map((key) => CATALOGUES.en.messages[key]);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it("finds each message's key and values again from the English the server says", () => {
    for (const key of keys) {
      const values = Object.fromEntries(
        placeholders(CATALOGUES.en.messages[key]).map((name, i) => [name, String(40 + i)]),
      );
      const said = messageIn("en", key, values);
      expect(findMessage(said), key).toEqual({ key, params: values });
    }
  });

  it("translates a message with its values put back where the language wants them", () => {
    const said = msg("tooManyAttemptsMinutes", { minutes: 15 });
    expect(said).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(translateMessage(said, "rw")).toBe(CATALOGUES.rw.messages.tooManyAttemptsMinutes.replace("{minutes}", "15"));
    expect(translateMessage(msg("resetLinkSent", { email: "a@b.rw" }), "fr")).toBe(
      messageIn("fr", "resetLinkSent", { email: "a@b.rw" }),
    );
  });

  it("leaves English and unknown messages as they are", () => {
    expect(translateMessage(msg("invalidCredentials"), "en")).toBe("Invalid email or password");
    expect(translateMessage("Something nobody wrote", "fr")).toBe("Something nobody wrote");
    expect(translateMessage("constructor", "fr")).toBe("constructor");
    expect(translateMessage("invalidCredentials", "fr")).toBe("invalidCredentials");
  });
});
