import { beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// The account mails in each language (issue 17): the words come from the `mail` catalogue area, HTML and text alike.
withTempDataDir("mail-templates-test");
// The account mails, the review mails and the layout they share, imported after the data directory is set.
let m: typeof import("./account-mails.server") &
  typeof import("~/domain/blog/review-mails.server") &
  typeof import("~/platform/mail/layout.server");
beforeAll(async () => {
  m = {
    ...(await import("~/platform/mail/layout.server")),
    ...(await import("./account-mails.server")),
    ...(await import("~/domain/blog/review-mails.server")),
  };
});

describe("account mails in three languages", () => {
  it("keeps the English code mail word for word", () => {
    const mail = m.verificationMail("a@example.org", "Grace", "123456", 15);
    expect(mail.subject).toMatch(/^Verify your email address for /);
    expect(mail.text).toContain("Your verification code is: 123456");
    expect(mail.text).toContain("It is valid for 15 minutes.");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("writes the code mail in Kinyarwanda and French, text and HTML", () => {
    const rw = m.verificationMail("a@example.org", "Grace", "123456", 15, "rw");
    expect(rw.subject).toMatch(/^Emeza imeyili yawe kuri /);
    expect(rw.text).toContain("Muraho Grace,");
    expect(rw.text).toContain("Kode yawe yo kwemeza ni: 123456");
    expect(rw.text).toContain("iminota 15");
    expect(rw.html).toContain('<html lang="rw">');
    expect(rw.html).toContain("123456");
    expect(rw.html).toContain("Andika iyi kode");
    expect(rw.html).not.toContain("Hello");

    const fr = m.verificationMail("a@example.org", "Grace", "123456", 15, "fr");
    expect(fr.text).toContain("Bonjour Grace,");
    expect(fr.html).toContain("valable 15 minutes");
  });

  it("writes reset and invitation mails in the chosen language and escapes names in the HTML", () => {
    const reset = m.resetPasswordMail("a@example.org", "<Eve>", "https://x.example/fr/reset-password/abc", 60, "fr");
    expect(reset.subject).toMatch(/^Réinitialisation de votre mot de passe /);
    expect(reset.text).toContain("https://x.example/fr/reset-password/abc");
    expect(reset.html).toContain("Bonjour &lt;Eve&gt;,");
    expect(reset.html).toContain("Réinitialiser votre mot de passe</a>");

    const invite = m.welcomeMail(
      "a@example.org",
      "Aline",
      "<Admin>",
      "https://x.example/rw/reset-password/abc",
      7,
      "rw",
    );
    expect(invite.subject).toMatch(/^Konti yawe kuri /);
    expect(invite.text).toContain("<Admin> yagufunguriye konti");
    expect(invite.html).toContain("&lt;Admin&gt; yagufunguriye konti");
    expect(invite.text).toContain("iminsi 7");

    const english = m.welcomeMail("a@example.org", "Aline", "Admin", "https://x.example/reset-password/abc", 7);
    expect(english.text).toContain("Admin created an account for you on the ");
    expect(english.text).toContain("The link is valid for 7 days and works once.");
  });
});

describe("the organisation's name in every mail (issue 24)", () => {
  it("is the one the composition root reads from the settings: sender, subject, heading and signature, escaped in HTML", () => {
    const builtIn = [m.organisationName(), "YOH Rwanda"];
    expect(builtIn[0]).toBe("Youth One Health Rwanda");
    const renamed = "Kivu Youth & Health";
    m.readOrganisationNameFrom(() => renamed);
    try {
      expect(m.sender().name).toBe(renamed);
      const mails = [
        m.verificationMail("a@example.org", "Grace", "123456", 15, "fr"),
        m.resetPasswordMail("a@example.org", "Grace", "https://x.example/reset-password/abc", 60, "rw"),
        m.welcomeMail("a@example.org", "Aline", "Admin", "https://x.example/reset-password/abc", 7),
        m.reviewRequestMail("a@example.org", {
          title: "A post",
          authorName: "Aline",
          link: "https://x.example/admin/blog/edit/1",
        }),
        m.sentBackMail("a@example.org", {
          name: "Aline",
          title: "A post",
          editorName: "Eric",
          note: "Shorter",
          link: "https://x.example/admin/blog/edit/1",
        }),
      ];
      for (const mail of mails) {
        expect(mail.text.endsWith(renamed) || mail.text.includes(`\n\n${renamed}`), mail.subject).toBe(true);
        expect(mail.html).toContain("Kivu Youth &amp; Health</h1>");
        for (const old of builtIn) expect(JSON.stringify(mail), mail.subject).not.toContain(old);
      }
      for (const mail of mails.slice(0, 3)) expect(mail.subject).toContain(renamed);
    } finally {
      m.readOrganisationNameFrom(() => builtIn[0]!);
    }
  });
});
