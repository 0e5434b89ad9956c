import { describe, expect, it } from "vitest";
import { t } from "./catalogue";
import { frenchDeep, frenchHtml, frenchText, NNBSP } from "./typography";

const n = NNBSP;

describe("French typography (issue 35)", () => {
  it("adds a narrow no-break space before : ; ? ! where none is", () => {
    expect(frenchText("Numéro du reçu: 2026-00007")).toBe(`Numéro du reçu${n}: 2026-00007`);
    expect(frenchText("Veuillez vérifier le formulaire:")).toBe(`Veuillez vérifier le formulaire${n}:`);
    expect(frenchText("Vraiment? Oui! Bien; merci")).toBe(`Vraiment${n}? Oui${n}! Bien${n}; merci`);
    expect(frenchText("Quoi?!")).toBe(`Quoi${n}?!`);
  });

  it("turns an ordinary or no-break space before them into the narrow one", () => {
    expect(frenchText("Votre code de vérification : 123456")).toBe(`Votre code de vérification${n}: 123456`);
    expect(frenchText("Pourquoi\u00a0?")).toBe(`Pourquoi${n}?`);
    expect(frenchText("« Bonjour »")).toBe(`«${n}Bonjour${n}»`);
    expect(frenchText("«Bonjour»")).toBe(`«${n}Bonjour${n}»`);
  });

  it("is idempotent", () => {
    const once = frenchText("Attention : « oui » ? non ! a; b");
    expect(frenchText(once)).toBe(once);
  });

  it("leaves URLs, times, addresses, code and entities alone", () => {
    for (const text of [
      "https://example.org/blog?q=santé&page=2",
      "à 10:30",
      "Écrivez à info@example.org",
      "mailto:info@example.org",
      "tel:+250788000000",
      "a=b;c=d",
      "&amp; &#39;",
    ])
      expect(frenchText(text)).toBe(text);
    expect(frenchText("Lien : https://example.org/x?y=1")).toBe(`Lien${n}: https://example.org/x?y=1`);
  });

  it("in HTML changes only the text between tags", () => {
    const html = `<p style="margin:0;color:#000"><strong>Montant:</strong> 5&nbsp;000 RWF<br><a href="https://x.org/r?a=1">Voir!</a></p><code>a: b</code>`;
    expect(frenchHtml(html)).toBe(
      `<p style="margin:0;color:#000"><strong>Montant${n}:</strong> 5&nbsp;000 RWF<br><a href="https://x.org/r?a=1">Voir${n}!</a></p><code>a: b</code>`,
    );
  });

  it("reaches every French catalogue string and function result, and nothing else", () => {
    const deep = frenchDeep({ a: "Oui?", b: (x: string) => `Code: ${x}`, c: ["Non!"], d: 3 });
    expect(deep.a).toBe(`Oui${n}?`);
    expect(deep.b("https://a.b?c")).toBe(`Code${n}: https://a.b?c`);
    expect(deep.c).toEqual([`Non${n}!`]);
    expect(deep.d).toBe(3);
    // The values a function is given are content: kept as they came, the template's own words spaced.
    expect(t("fr").blog.readFullArticleOf("Antibiotics on the Farm: A Guide")).toBe(
      `Lire l'article${n}: Antibiotics on the Farm: A Guide`,
    );
    expect(frenchDeep({ f: (name: string) => `${name}: bienvenue!` }).f("Jean?")).toBe(`Jean?${n}: bienvenue${n}!`);
    expect(t("fr").mail.verifyCode("123456")).toBe(`Votre code de vérification${n}: 123456`);
    expect(t("en").mail.verifyCode("123456")).toBe("Your verification code is: 123456");
  });
});

describe("labelled (issue 35)", () => {
  it("joins a label and a value with the colon each language wants", async () => {
    const { labelled } = await import("./typography");
    expect(labelled("fr", "Le samedi", "De 9 h à 13 h")).toBe(`Le samedi${n}: De 9 h à 13 h`);
    expect(labelled("rw", "Ku wa gatandatu", "9:00-13:00")).toBe("Ku wa gatandatu: 9:00-13:00");
    expect(labelled("en", "Saturday", "9:00-13:00")).toBe("Saturday: 9:00-13:00");
  });
});
