import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES, translateMessage } from "./catalogue";
import { messages as english, type MessageStrings } from "./en/messages";
import { fillMessage, messageFinder, msg } from "./message";

describe("msg: a server message in English, by its key", () => {
  it("is the catalogue's English text, word for word, with its values filled", () => {
    expect(msg("invalidCredentials")).toBe("Invalid email or password");
    expect(msg("nameTooLong", { max: 100 })).toBe("Name is too long (100 characters at most)");
    expect(msg("codeFormat", { digits: 6 })).toBe("Enter the 6-digit code");
  });

  it("leaves a placeholder without a value as it is", () => {
    expect(fillMessage("At most {max} of {what}", { max: 3 })).toBe("At most 3 of {what}");
  });
});

describe("rewording an English message keeps its translations (issue 24)", () => {
  // What a maintainer does: change the English text of two messages in en/messages.ts, nothing else.
  const reworded: MessageStrings = {
    ...english,
    invalidCredentials: "That email and password do not match an account",
    nameTooLong: "Please keep the name under {max} characters",
  };
  const find = messageFinder(reworded);

  it("finds the same key, and so the same Kinyarwanda and French, from the new English", () => {
    for (const lang of ["rw", "fr"] as const) {
      const own = CATALOGUES[lang].messages;
      expect(translateMessage("That email and password do not match an account", lang, find)).toBe(
        own.invalidCredentials,
      );
      expect(translateMessage("Please keep the name under 80 characters", lang, find)).toBe(
        own.nameTooLong.replace("{max}", "80"),
      );
    }
  });

  it("no longer takes the old English for a message", () => {
    expect(find("Invalid email or password")).toBeUndefined();
    expect(find("That email and password do not match an account")).toEqual({ key: "invalidCredentials", params: {} });
  });
});

describe("one English text per message", () => {
  // Files that produce messages: the catalogue's texts must come from msg(key) there, never a copy of the words
  // (a copy would keep saying the old words after a rewording, and be shown in English). Tests may quote the
  // texts: they check the API's contract, word for word.
  const appDir = path.resolve(import.meta.dirname, "..");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === import.meta.dirname ? [] : files(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A value in a copied text: an interpolation or a number written out.
  const copied = Object.entries(english).map(([key, text]) => ({
    key,
    pattern: new RegExp(
      `["'\`]${text
        .split(/\{\w+\}/)
        .map(escape)
        .join("(?:\\$\\{[^}]*\\}|\\d+)")}["'\`]`,
    ),
  }));

  it("has no message's English written out in app/ outside the catalogue", () => {
    const found: string[] = [];
    for (const file of files(appDir)) {
      const source = readFileSync(file, "utf8");
      for (const { key, pattern } of copied)
        if (pattern.test(source)) found.push(`${path.relative(appDir, file)}: use msg("${key}")`);
    }
    expect(found).toEqual([]);
  });
});
