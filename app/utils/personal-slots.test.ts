import { describe, expect, it } from "vitest";
import { joinSlots, splitSlots } from "./personal-slots";

const open = (name: string) => `<template data-personal="${name}"></template>`;
const end = (name: string) => `<template data-personal-end="${name}"></template>`;
const slot = (name: string, body: string) => `${open(name)}${body}${end(name)}`;
const split = (html: string) => splitSlots(Buffer.from(html));
const splice = (page: string, parts: string) => {
  const p = split(page);
  const q = split(parts);
  return p && q ? (joinSlots(p, q)?.toString() ?? null) : null;
};

const page = `<html><body>${slot("account", "<header>Log in</header>")}<main>${slot("like:abc_1-2", "<form>guest</form>")}<p>café ✓</p></main></body></html>`;

describe("splitSlots", () => {
  it("cuts a page at its marked spans, markers included, whatever the bytes around them", () => {
    const s = split(page)!;
    expect(s.names).toEqual(["account", "like:abc_1-2"]);
    expect(s.spans.map(String)).toEqual([
      slot("account", "<header>Log in</header>"),
      slot("like:abc_1-2", "<form>guest</form>"),
    ]);
    expect(Buffer.concat([s.pieces[0]!, s.spans[0]!, s.pieces[1]!, s.spans[1]!, s.pieces[2]!]).toString()).toBe(page);
  });

  it("finds no slot in a page without markers", () => {
    expect(split("<p>plain</p>")!.names).toEqual([]);
  });

  it.each([
    ["an end without a start", `${end("account")}<p></p>`],
    ["a start without an end", `${open("account")}<header></header>`],
    ["a doubled slot", `${slot("account", "a")}${slot("account", "b")}`],
    ["nested slots", `${open("account")}${slot("like:x", "")}${end("account")}`],
    ["crossed slots", `${open("account")}${open("like:x")}${end("account")}${end("like:x")}`],
    ["a start closed by another name", `${open("account")}x${end("like:x")}`],
    ["a name that is not one", `${slot("Account <b>", "x")}`],
    ["a marker cut short", `<template data-personal="account`],
    ["something else that starts like a marker", `<template data-personalized="x"></template>`],
  ])("refuses %s", (_what, html) => {
    expect(split(html)).toBeNull();
  });
});

describe("joinSlots", () => {
  const parts = `${slot("like:abc_1-2", '<form aria-pressed="true">Liked</form>')}<dialog></dialog>${slot("account", "<header>Ada</header>")}`;

  it("replaces every span by the person's span of the same name, in the page's order", () => {
    expect(splice(page, parts)).toBe(
      `<html><body>${slot("account", "<header>Ada</header>")}<main>${slot("like:abc_1-2", '<form aria-pressed="true">Liked</form>')}<p>café ✓</p></main></body></html>`,
    );
  });

  it("gives null when a part is missing, so the page is rendered whole (never a guest part left in)", () => {
    expect(splice(page, slot("account", "<header>Ada</header>"))).toBeNull();
  });

  it("gives null when the parts hold one the page has not (its place is unknown)", () => {
    expect(splice(page, `${parts}${slot("post-tools:abc_1-2", "<nav>Edit</nav>")}`)).toBeNull();
    expect(splice(page, `${slot("account", "a")}${slot("like:other", "b")}`)).toBeNull();
  });

  it("gives null when the parts are malformed (a slot doubled or cut)", () => {
    expect(splice(page, `${parts}${slot("account", "again")}`)).toBeNull();
    expect(splice(page, `${parts}${open("account")}`)).toBeNull();
  });

  it("gives null for a page with no slot: nothing to splice into", () => {
    expect(splice("<p>plain</p>", "")).toBeNull();
  });
});
