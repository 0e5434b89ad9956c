import { describe, expect, it } from "vitest";
import { amountInWords, kinyarwandaNumber } from "./amount-words";
import { maskPhone } from "./mask-phone";

describe("amount in words", () => {
  it("Kinyarwanda: typical amounts", () => {
    expect(amountInWords(100, "rw")).toBe("amafaranga y'u Rwanda ijana");
    expect(amountInWords(1_000, "rw")).toBe("amafaranga y'u Rwanda igihumbi");
    expect(amountInWords(5_000, "rw")).toBe("amafaranga y'u Rwanda ibihumbi bitanu");
    expect(amountInWords(25_500, "rw")).toBe("amafaranga y'u Rwanda ibihumbi makumyabiri na bitanu na magana atanu");
    expect(amountInWords(1_000_000, "rw")).toBe("amafaranga y'u Rwanda miliyoni imwe");
  });

  it("Kinyarwanda: agreement and n' before a vowel", () => {
    expect(kinyarwandaNumber(25)).toBe("makumyabiri n'atanu");
    expect(kinyarwandaNumber(2_000)).toBe("ibihumbi bibiri");
    expect(kinyarwandaNumber(150_000)).toBe("ibihumbi ijana na mirongo itanu");
    expect(kinyarwandaNumber(2_001_000)).toBe("miliyoni ebyiri n'igihumbi");
    expect(kinyarwandaNumber(800)).toBe("magana inani");
    expect(kinyarwandaNumber(10_000)).toBe("ibihumbi icumi");
  });

  it("English and French", () => {
    expect(amountInWords(25_500, "en")).toBe("twenty-five thousand five hundred Rwandan francs");
    expect(amountInWords(1_000_000, "en")).toBe("one million Rwandan francs");
    expect(amountInWords(5_000, "fr")).toBe("cinq mille francs rwandais");
    expect(amountInWords(25_500, "fr")).toBe("vingt-cinq mille cinq cents francs rwandais");
    expect(amountInWords(81, "fr")).toBe("quatre-vingt-un francs rwandais");
  });

  it("refuses what is not a whole positive amount", () => {
    expect(() => amountInWords(0, "en")).toThrow(RangeError);
    expect(() => amountInWords(1.5, "fr")).toThrow(RangeError);
  });
});

describe("maskPhone", () => {
  it("keeps the prefix and the last two digits", () => {
    expect(maskPhone("250788123412")).toBe("25078•••••12");
    expect(maskPhone(null)).toBe("");
    expect(maskPhone("123")).toBe("••••");
  });
});
