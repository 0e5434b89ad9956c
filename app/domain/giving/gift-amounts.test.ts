import { describe, expect, it } from "vitest";
import { msg } from "~/i18n/message";
import { pledgeSchema, readRate, readWrittenAmount, rwfAmount, rwfAt } from "./gift-schema";

// Issue 33: amounts as people write them, read the same way by every amount field; rates as staff type them.

describe("readWrittenAmount", () => {
  it.each([
    ["5000", 5000],
    ["  5000 ", 5000],
    ["5.000", 5000],
    ["5,000", 5000],
    ["5 000", 5000],
    ["5\u00a0000", 5000],
    ["5\u202f000", 5000],
    ["5'000", 5000],
    ["25.500", 25500],
    ["1.250.000", 1_250_000],
    ["1,250,000", 1_250_000],
    ["1 250 000", 1_250_000],
    ["100", 100],
    ["007", 7],
    [5000, 5000],
  ])("%j is %d", (input, value) => {
    expect(readWrittenAmount(input)).toEqual({ value });
  });

  it.each([
    "5,5",
    "5.00",
    "5,00",
    "5.0000",
    "50.00",
    "5.000,50",
    "5,000.00",
    "5.000,000",
    "5.000 000",
    "1,25,000",
    "0.500",
    "5 0 0 0",
    "5..000",
    ".5000",
    "5000.",
    "1.2345",
  ])("%j is ambiguous: refused with a message, never guessed", (input) => {
    expect(readWrittenAmount(input)).toEqual({ problem: "ambiguous" });
  });

  it.each(["abc", "5k", "-5000", "+5000", "RWF 5000", "5e3", "٥٠٠٠"])("%j is not a whole amount", (input) => {
    expect(readWrittenAmount(input)).toEqual({ problem: "whole" });
  });

  it("a JSON number must be whole; nothing typed is 'required'", () => {
    expect(readWrittenAmount(5000.5)).toEqual({ problem: "whole" });
    expect(readWrittenAmount(Number.NaN)).toEqual({ problem: "whole" });
    expect(readWrittenAmount("")).toEqual({ problem: "required" });
    expect(readWrittenAmount("   ")).toEqual({ problem: "required" });
    expect(readWrittenAmount(undefined)).toEqual({ problem: "required" });
    expect(readWrittenAmount(null)).toEqual({ problem: "required" });
  });

  it("the schema says which: the message of each problem, the bounds", () => {
    const issue = (v: unknown) => rwfAmount.safeParse(v).error?.issues[0]?.message;
    expect(rwfAmount.parse("5.000")).toBe(5000);
    expect(issue("5,5")).toBe(msg("giftAmountAmbiguous"));
    expect(issue("5k")).toBe(msg("giftAmountWhole"));
    expect(issue("")).toBe(msg("giftAmountRequired"));
    expect(issue("0")).toBe(msg("giftAmountRequired"));
    expect(issue("100.000.001")).toBe(msg("giftAmountTooLarge"));
  });
});

describe("a pledge's currency", () => {
  const base = { amount: "1.000", method: "bank", givenOn: "2026-01-02", reference: "REF-1" };
  it("is RWF unless named, and only one of the listed currencies", () => {
    const schema = pledgeSchema("2026-12-31", ["RWF", "EUR", "USD"]);
    expect(schema.parse(base)).toMatchObject({ amount: 1000, currency: "RWF" });
    expect(schema.parse({ ...base, currency: "eur" })).toMatchObject({ amount: 1000, currency: "EUR" });
    const refused = schema.safeParse({ ...base, currency: "GBP" });
    expect(refused.error?.issues[0]).toMatchObject({ path: ["currency"], message: msg("giftCurrencyUnknown") });
    // The staff entry's schema takes RWF only (its form has no rate).
    expect(pledgeSchema("2026-12-31").safeParse({ ...base, currency: "EUR" }).success).toBe(false);
  });
});

describe("readRate and rwfAt", () => {
  it.each([
    ["1523.45", "1523.45"],
    ["1523,45", "1523.45"],
    ["1 523,45", "1523.45"],
    ["1523", "1523"],
    ["1.5", "1.5"],
    ["1523.450000", "1523.450000"],
    ["1523.455", "1523.455"],
    [1523.45, "1523.45"],
    [1.523, "1.523"],
  ])("%j reads as %s", (input, text) => {
    expect(readRate(input)).toMatchObject({ text });
  });

  it.each(["", "abc", "1,523", "1.523", "1,523.45", "1.523,45", "-1500", "0", "0.000000", "1523.1234567"])(
    "%j is refused with a message",
    (input) => {
      expect(typeof readRate(input)).toBe("string");
    },
  );

  it("counts exactly, rounding half up", () => {
    const at = (amount: number, rate: string) =>
      rwfAt(amount, readRate(rate) as Exclude<ReturnType<typeof readRate>, string>);
    expect(at(100, "1523.45")).toBe(152_345);
    expect(at(1, "1523.455")).toBe(1523);
    expect(at(1000, "1523.4555")).toBe(1_523_456); // 1,523,455.5 → up
    expect(at(1, "1523.5")).toBe(1524);
    expect(at(3, "0.333333")).toBe(1);
    expect(at(100_000_000, "1600.123456")).toBe(160_012_345_600);
  });
});

describe("the settings' list of pledge currencies", () => {
  it("is ISO codes, RWF always first, each once; anything else is refused with a message", async () => {
    const { givingSchema } = await import("~/domain/settings/settings-schema");
    const parse = (pledgeCurrencies: string) =>
      givingSchema.safeParse({ momoMin: "100", momoMax: "1000", momoFollowMinutes: "5", pledgeCurrencies });
    expect(parse("eur, usd").data?.pledgeCurrencies).toBe("RWF,EUR,USD");
    expect(parse(" USD,RWF,usd ").data?.pledgeCurrencies).toBe("RWF,USD");
    expect(givingSchema.parse({}).pledgeCurrencies).toBe("RWF,EUR,USD");
    for (const bad of ["EURO", "EUR;USD", "XYZ", "", "EUR,"]) expect(parse(bad).success, bad).toBe(false);
  });
});
