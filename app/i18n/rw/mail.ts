import type { MailStrings } from "~/i18n/en/mail";

export const mail: MailStrings = {
  hello: (name) => `Muraho ${name},`,

  verifySubject: (org) => `Emeza imeyili yawe kuri ${org}`,
  verifyCode: (code) => `Kode yawe yo kwemeza ni: ${code}`,
  verifyEnterText: (minutes) => `Yandike ku ipaji yo kwemeza kugira ngo wemeze imeyili yawe. Imara iminota ${minutes}.`,
  verifyEnterHtml: (minutes) =>
    `Andika iyi kode ku ipaji yo kwemeza kugira ngo wemeze imeyili yawe. Imara iminota ${minutes}.`,
  verifyIgnore: "Niba atari wowe wafunguye konti, wirengagize iyi imeyili.",

  resetSubject: (org) => `Hindura ijambo ry'ibanga rya konti yawe kuri ${org}`,
  resetIntroText:
    "Hari uwasabye (twizera ko ari wowe) guhindura ijambo ry'ibanga rya konti yawe. Fungura uyu murongo uhitemo ijambo ry'ibanga rishya:",
  resetIntroHtml:
    "Hari uwasabye (twizera ko ari wowe) guhindura ijambo ry'ibanga rya konti yawe. Kanda kuri uyu murongo uhitemo ijambo ry'ibanga rishya:",
  resetButton: "Hindura ijambo ry'ibanga",
  resetValidity: (minutes) =>
    `Uyu murongo umara iminota ${minutes} kandi ukora inshuro imwe gusa. Niba atari wowe wabisabye, wirengagize iyi imeyili: ijambo ry'ibanga ryawe ntirihinduka.`,

  inviteSubject: (org) => `Konti yawe kuri ${org}`,
  inviteIntroText: (invitedBy, org) =>
    `${invitedBy} yagufunguriye konti ku rubuga rwa ${org}. Fungura uyu murongo uhitemo ijambo ry'ibanga ryawe:`,
  inviteIntroHtml: (invitedBy, org) =>
    `${invitedBy} yagufunguriye konti ku rubuga rwa ${org}. Kanda kuri uyu murongo uhitemo ijambo ry'ibanga ryawe:`,
  inviteButton: "Hitamo ijambo ry'ibanga",
  inviteValidity: (days) =>
    `Uyu murongo umara iminsi ${days} kandi ukora inshuro imwe gusa. Niba utari ubyiteze, wirengagize iyi imeyili.`,
};
