import type { NewsletterStrings } from "~/i18n/en/newsletter";

export const newsletter: NewsletterStrings = {
  formTitle: "Inkuru nshya kuri imeyili",
  formIntro:
    "Jya wakira buri nkuru nshya muri imeyili yawe. Nta butumwa bwo kwamamaza; ushobora kubihagarika igihe cyose.",
  emailLabel: "Aderesi yawe y'imeyili",
  langLabel: "Ururimi rw'ubutumwa",
  subscribe: "Iyandikishe",
  subscribeTitle: "Iyandikishe ku nkuru nshya",
  checkInboxTitle: "Reba muri imeyili yawe",
  checkInbox:
    "Niba iyi aderesi ishobora kwakira inkuru zacu, twayoherereje umurongo. Uwufungure kugira ngo wemeze kwiyandikisha kwawe.",
  confirmPage: {
    title: "Emeza kwiyandikisha kwawe",
    intro: "Hasigaye intambwe imwe: kanda kuri buto kugira ngo utangire kwakira inkuru nshya kuri imeyili.",
    button: "Emeza kwiyandikisha",
    doneTitle: "Wiyandikishije",
    done: "Murakoze. Muzajya mwakira buri nkuru nshya kuri imeyili.",
    invalid: "Uyu murongo ntukora cyangwa igihe cyawo cyarangiye. Ongera wiyandikishe uhabwe undi.",
  },
  unsubscribePage: {
    title: "Guhagarika kwakira inkuru",
    intro: "Kanda kuri buto kugira ngo uhagarike kwakira inkuru nshya kuri imeyili.",
    button: "Hagarika",
    doneTitle: "Wahagaritse kwakira inkuru",
    done: "Ntuzongera kwakira inkuru kuri imeyili. Ushobora kongera kwiyandikisha igihe cyose.",
    invalid: "Uyu murongo ntukora.",
  },
  backToBlog: "Subira ku nkuru",
  accountTitle: "Inkuru nshya kuri imeyili",
  accountActive: (email: string) => `Inkuru nshya zoherezwa kuri ${email}.`,
  accountPending: (email) =>
    `Dutegereje ko wemeza: twohereje umurongo kuri ${email}. Inkuru nshya zizatangira kuhoherezwa numara kuwufungura.`,
  accountConfirmNow: "Emeza nonaha",
  accountNone: "Ntabwo wakira inkuru nshya kuri imeyili.",
  accountVerifyFirst: "Banza wemeze aderesi yawe y'imeyili kugira ngo wiyandikishe.",
  saveLanguage: "Bika ururimi",
  accountSubscribed: "Wiyandikishije ku nkuru nshya",
  accountLangSaved: "Ururimi rw'ubutumwa bwawe rwabitswe",
  accountUnsubscribed: "Wahagaritse kwakira inkuru nshya",
  confirmSubject: "Emeza kwiyandikisha ku nkuru nshya",
  confirmHello: "Muraho,",
  confirmBody: (org: string) =>
    `Umuntu (twizera ko ari wowe) yasabye kujya yakira inkuru nshya za ${org} kuri imeyili. Fungura uyu murongo kugira ngo ubyemeze:`,
  confirmLink: "Emeza kwiyandikisha",
  confirmIgnore: (days: number) =>
    `Uyu murongo umara ${days === 1 ? "umunsi umwe" : `iminsi ${days}`}. Niba atari wowe wabisabye, wirengagize iyi imeyili: ntuziyandikisha.`,
  newPost: "Inkuru nshya",
  readMore: "Soma inkuru yose",
  whyYouGetThis: (org: string) => `Wakiriye iyi imeyili kuko wiyandikishije ku nkuru nshya za ${org}.`,
  unsubscribeLink: "Hagarika kwakira inkuru",
};
