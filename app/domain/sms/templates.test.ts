import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { countSegments } from "./segments";
import { LINK_MAX, ORG_MAX, renderSms, TITLE_MAX, WHEN_MAX, type SmsTemplate } from "./templates";

// The longest each template can be: every variable part at its cut length, in the widest characters the site's
// own values can hold (a short name, a title and a date typed with French accents and curly apostrophes).
const org = "Urubyiruko’s Santé Kigali Youth";
const title = "Atelier « Santé sexuelle » — Gikondo, Kicukiro : leçon spéciale";
const when = "mercredi 30 décembre 2026, 14 h 30";
const link = `https://youth-health.example.org/r/${"A".repeat(LINK_MAX)}`;
const WORST: SmsTemplate[] = [
  { kind: "receipt", org, number: "YHK-2026-000123", amount: "1,000,000,000", link },
  { kind: "event-code", org, code: "123456", link },
  { kind: "event-reminder", org, title, when },
  { kind: "event-cancelled", org, title, when },
  { kind: "event-moved", org, title, when },
  // A moved place is told in the time's room (date-texts.server.ts): a long place name with French accents.
  { kind: "event-moved", org, title, when: "Centre des jeunes de Kimisagara, Nyarugenge (salle n° 2)" },
  { kind: "stop-confirm", org },
];

describe("segments", () => {
  it("counts GSM 03.38 and UCS-2 as the standard does", () => {
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments("a".repeat(161)).segments).toBe(2);
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
    // é and è are in GSM 03.38's alphabet; ç, ô and ’ are not; € counts twice.
    expect(countSegments("café élève").encoding).toBe("GSM-7");
    expect(countSegments("reçu").encoding).toBe("UCS-2");
    expect(countSegments("ntibirenze’").encoding).toBe("UCS-2");
    expect(countSegments("€".repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(countSegments("ô".repeat(70)).segments).toBe(1);
    expect(countSegments("ô".repeat(71)).segments).toBe(2);
  });
});

describe("every template at its longest", () => {
  for (const lang of LANGUAGES)
    for (const tpl of WORST)
      it(`${tpl.kind} in ${lang} fits in ${tpl.kind === "stop-confirm" ? 1 : 2} part(s), GSM 03.38`, () => {
        const text = renderSms(lang, tpl);
        const count = countSegments(text);
        expect(count.encoding, text).toBe("GSM-7");
        // One part where it can be; the receipt and the code carry a link and stay within two.
        expect(count.segments, `${text} (${count.units})`).toBeLessThanOrEqual(
          tpl.kind === "receipt" || tpl.kind === "event-code" ? 2 : 1,
        );
      });
  it("cuts the variable parts", () => {
    const text = renderSms("en", WORST[2]!);
    expect(text).toContain(
      org
        .replace("’", "'")
        .slice(0, ORG_MAX - 1)
        .trimEnd(),
    );
    expect(text.length).toBeLessThan(80 + TITLE_MAX + WHEN_MAX + ORG_MAX);
  });
});
