import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("computes an input once, keeps at most `max` answers and never keeps long inputs", () => {
    const calls: string[] = [];
    const upper = boundedMemo(
      (s) => {
        calls.push(s);
        return s.toUpperCase();
      },
      { max: 2, longest: 5 },
    );
    expect([upper("ab"), upper("ab"), upper("cd")]).toEqual(["AB", "AB", "CD"]);
    expect(calls).toEqual(["ab", "cd"]);
    upper("ef"); // full: the two known answers are dropped, "ef" kept
    upper("ab");
    expect(calls).toEqual(["ab", "cd", "ef", "ab"]);
    upper("longer");
    upper("longer");
    expect(calls.filter((c) => c === "longer")).toHaveLength(2);
  });

  it("keeps only what `keep` allows", () => {
    let n = 0;
    const masked = boundedMemo((s) => (n++, s.replace(/\d+/g, "*")), { keep: (input, value) => input === value });
    masked("/a/123");
    masked("/a/123");
    masked("/a/b");
    masked("/a/b");
    expect(n).toBe(3);
  });

  it("remembers answers that are falsy", () => {
    let n = 0;
    const none = boundedMemo(() => (n++, undefined));
    none("x");
    none("x");
    expect(n).toBe(1);
  });
});
