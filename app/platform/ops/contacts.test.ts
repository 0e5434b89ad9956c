import { describe, expect, it } from "vitest";
import { maskContacts, maskContactsInPart } from "./contacts";

describe("contacts are masked in logged text and URL parts", () => {
  it("finds phone numbers in every way staff type them", () => {
    for (const phone of [
      "0788123456",
      "+250788123456",
      "250788123456",
      "250 788 123 456",
      "+250 788 123 456",
      "0788 123 456",
      "078-812-3456",
      "(250) 788.123.456",
      "788123456",
      "250+788+123+456",
    ])
      expect(maskContacts(`search ${phone} done`), phone).toBe("search [phone] done");
  });
  it("finds e-mail addresses, accented ones included", () => {
    expect(maskContacts("from jean.uwase+gift@example.rw.")).toBe("from [email].");
    expect(maskContacts("to Éric@école.fr")).toBe("to [email]");
  });
  it("leaves short numbers, dates, versions and file paths alone", () => {
    for (const text of ["page 2 of 12345678", "2026-11-27", "react-router 7.18.4", "node_modules/@react-router/dev"])
      expect(maskContacts(text)).toBe(text);
  });
  it("decodes a URL part before looking (percent-encoded, twice, and + as a space in a query)", () => {
    expect(maskContactsInPart("%2B250788123456", { query: true })).toBe("%5Bphone%5D");
    expect(maskContactsInPart("+250+788+123+456", { query: true })).toBe("%20%5Bphone%5D");
    expect(maskContactsInPart("jean%40example.org")).toBe("%5Bemail%5D");
    expect(maskContactsInPart("jean%2540example.org")).toBe("%5Bemail%5D");
    expect(maskContactsInPart("jean%40", { query: true })).toBe("%5Bemail%5D");
    expect(maskContactsInPart("%40gmail.com", { query: true })).toBe("%5Bemail%5D");
  });
  it("returns a part without contacts exactly as it came", () => {
    for (const part of ["amani%20youth", "blog", "a+b", "%zz"])
      expect(maskContactsInPart(part, { query: true })).toBe(part);
  });
});
