/** The privacy policy and terms in English, the source of app/content/rw and app/content/fr (same sections, same order). */
export type LegalSection = { heading: string; paragraphs: string[] };
/** What the texts say about the organisation: its name, first e-mail and place, as staff set them (settings). */
export type LegalFacts = { name: string; email: string; city: string; country: string };

/** A change here is a change in every language: update the three texts and both dates together. */
export const PRIVACY_UPDATED = "2026-11-26";
export const PRIVACY = (org: LegalFacts): LegalSection[] => [
  {
    heading: "Who we are",
    paragraphs: [
      `${org.name} is a youth-led non-profit based in ${org.city}, ${org.country}. This policy explains what personal data this website collects and why.`,
    ],
  },
  {
    heading: "What we collect",
    paragraphs: [
      "Account data: your name, e-mail address and a securely hashed password when you create an account, and the date of your last login.",
      "Messages: what you send us through the contact form, with your name and e-mail address.",
      "Reading data: which posts you like, and an anonymous daily count of article views. We do not use advertising or third-party tracking scripts.",
    ],
  },
  {
    heading: "Why we use it",
    paragraphs: [
      "To run your account, answer your messages, keep the site secure (for example by limiting repeated login attempts) and understand which articles are useful.",
    ],
  },
  {
    heading: "New posts by e-mail",
    paragraphs: [
      "If you subscribe to new posts by e-mail, we keep your e-mail address, the language you chose, and the dates you subscribed and confirmed. You do not need an account for this.",
      "We use them only to send you new posts. Every e-mail has a link to unsubscribe in one tap, without logging in.",
      "Once you unsubscribe, we send you nothing more. Signed in, your data export includes your subscription, and deleting your account removes it too.",
    ],
  },
  {
    heading: "Questions asked anonymously",
    paragraphs: [
      "On the page Ask a question you can ask about sexual and mental health without an account. We keep the question, its topic, the age range if you give one and how you want the answer; an e-mail address only if you want the answer by e-mail, deleted once it is sent. We keep no internet address and set no cookie there; a private code is stored only in a form that cannot be turned back into the code.",
      "Only our trained staff read questions. The question as written is deleted 30 days after its answer is published, sent or read, or after 90 days without an answer; only the edited public version of a library answer stays. Because nothing links a question to a person, data export and deletion of an account do not cover questions.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "We use one cookie to keep you signed in, one short-lived cookie to show confirmation messages, and, if you write to us before logging in, one that keeps your message for an hour so it is waiting for you after you log in. All are essential; we set no advertising or analytics cookies.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "Account data is kept while your account exists. Contact messages are kept for up to two years. Sign-in sessions expire after 30 days.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "Under Rwanda's Law No 058/2021 on the protection of personal data and privacy, you may see, correct and delete your data.",
      "Signed in, open Your account (the link with your name at the top of every page): there you can change your name and password, download all your data as a file (your profile, the posts you liked and the messages you sent), and delete your account after confirming your password. Deleting it removes your account, your likes and your messages at once.",
      `For anything else, write to ${org.email}.`,
    ],
  },
];

export const TERMS_UPDATED = "2026-11-22";
export const TERMS = (org: LegalFacts): LegalSection[] => [
  {
    heading: "Using this website",
    paragraphs: [
      `By using this website you agree to these terms. The site is run by ${org.name} to share information about our work and programs.`,
    ],
  },
  {
    heading: "Accounts",
    paragraphs: [
      "Keep your password private and give accurate information. We may suspend accounts used to harass others, send spam or attack the site.",
    ],
  },
  {
    heading: "Content",
    paragraphs: [
      "Articles are for general information and are not medical, legal or financial advice. Seek a qualified professional for your own situation. You may share links to our articles freely; please ask before republishing them in full.",
    ],
  },
  {
    heading: "Messages and conduct",
    paragraphs: [
      "Be respectful in messages you send us. Do not send anything unlawful, abusive or that infringes someone else's rights.",
    ],
  },
  {
    heading: "Donations",
    paragraphs: [
      "Gifts by mobile money or bank transfer go only to the numbers and accounts shown when you press Donate on this site. If in doubt, ask us before you send. Contact us for a receipt.",
    ],
  },
  {
    heading: "Changes and contact",
    paragraphs: [
      `We may update these terms; the date at the top of this page shows the latest version. Questions: ${org.email}.`,
    ],
  },
];
