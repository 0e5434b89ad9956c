import { describe, expect, it } from "vitest";
import { computeReadTime, DEFAULT_READ_TIME, WORDS_PER_MINUTE } from "./read-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("computeReadTime (issue 4: about 200 words a minute, at least 1)", () => {
  it("is 200 words a minute", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(computeReadTime(`<p>${words(200)}</p>`)).toBe(1);
    expect(computeReadTime(`<p>${words(1000)}</p>`)).toBe(5);
    expect(computeReadTime(`<p>${words(2000)}</p>`)).toBe(10);
  });

  it("rounds to the nearest minute", () => {
    expect(computeReadTime(words(499))).toBe(2);
    expect(computeReadTime(words(500))).toBe(3);
  });

  it("is never less than 1, even for empty content", () => {
    expect(computeReadTime("")).toBe(1);
    expect(computeReadTime("<p></p>")).toBe(1);
    expect(computeReadTime(words(20))).toBe(1);
  });

  it("counts words, not markup, entities, scripts or punctuation", () => {
    const markup = `<h2 class="x">${words(100)}</h2><p><strong>${words(100)}</strong> &amp; &nbsp; — !</p>`;
    expect(computeReadTime(markup)).toBe(1);
    expect(computeReadTime(`${words(200)}<script>${words(2000)}</script><style>${words(2000)}</style>`)).toBe(1);
  });

  it("counts words in any script (Kinyarwanda, French, numbers)", () => {
    expect(computeReadTime(Array(400).fill("Muraho éducation 2026").join(" "))).toBe(6);
  });

  it("has 5 minutes as the display default", () => {
    expect(DEFAULT_READ_TIME).toBe(5);
  });
});
