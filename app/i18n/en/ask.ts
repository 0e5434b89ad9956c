/** Asking anonymously: the question form, its confirmation and the private answer (issue 26). */
export const ask = {
  title: "Ask a question",
  subtitle:
    "About sex, your body, feelings, relationships or violence: ask without an account and without your name. Trained staff answer.",
  metaDescription: (org: string) =>
    `Ask ${org} a question about sexual and mental health, anonymously: no account, no name. Trained staff answer.`,
  emergency: {
    title: "Not for emergencies",
    text: "We answer within a few days. If you or someone else is in danger now, call one of these free lines:",
  },
  form: {
    title: "Ask us",
    dangerNow: {
      legend: "Are you or someone else in danger or being hurt right now?",
      hint: "If you answer yes, we show you free help lines at once, and our staff read your question first.",
      yes: "Yes",
      no: "No",
    },
    question: "Your question",
    questionHint: (max: string) =>
      `Up to ${max} characters. Do not write your name, your school, a phone number or anything else that could show who you or others are.`,
    topic: "Topic",
    chooseTopic: "Choose a topic",
    topics: {
      "sexual-health": "Sexual and reproductive health",
      "mental-health": "Mental health",
      relationships: "Relationships",
      "gender-based-violence": "Gender-based violence",
      "body-puberty": "Body and puberty",
      other: "Other",
    },
    ageRange: "Your age (optional)",
    noAge: "I prefer not to say",
    ageRanges: { "under-15": "Under 15", "15-17": "15 to 17", "18-24": "18 to 24", "25-plus": "25 or older" },
    way: "How do you want the answer?",
    ways: {
      library: "In the public library",
      private: "Privately, with a code",
      email: "By e-mail",
    },
    wayHints: {
      library:
        "We publish your question with its answer on this site, so it helps others too. We edit it first so that nothing in it can show who you are.",
      private: "After sending you get a code. With it, only you can read the answer here. Nothing is published.",
      email: "We send the answer to your e-mail address, then delete the address. Nothing is published.",
    },
    email: "Your e-mail address (only for an answer by e-mail)",
    send: "Send my question",
    sending: "Sending…",
    errorsTitle: "Please check the form",
  },
  about: {
    title: "What happens to your question",
    who: "Only our trained staff (editors) read it. We never ask who you are, and we do not keep your internet address.",
    kept: "We keep your question as you wrote it until 30 days after the answer is published, sent or read, and at most 90 days if we cannot answer it. Then we delete it; only the edited, public version of a library answer stays.",
    email: "If you choose e-mail, we delete your address as soon as the answer is sent.",
    noCookie: "This page sets no cookie and uses nothing from other companies.",
    dataRights:
      "“Export my data” and “Delete my data” do not apply here: nothing links a question to you, so we could not find yours among the others.",
    library: "Read questions others asked",
  },
  sent: {
    title: "Thank you, your question was sent",
    repeated: {
      title: "We already have your question",
      text: "This page was sent again, but we keep your question only once: nothing more was sent.",
      codeAgain: "Here is its private code again. Note it down now.",
      codeGone:
        "For your safety we show the private code only in the minutes after you ask, and we cannot show it again. If you did not note it down, ask your question again: you will get a new code.",
    },
    library:
      "When the answer is ready, we publish it in the library of questions, edited so that nothing in it shows who you are. It usually takes a few days.",
    email:
      "We will send the answer to the e-mail address you gave, usually within a few days, then delete the address.",
    codeTitle: "Your private code",
    codeIntro: "Note this code down now. It is shown only this once, and we cannot find it again for you.",
    codeLabel: "Code",
    copyCode: "Copy the code",
    link: "Or keep this link, which opens your answer:",
    codeAdvice:
      "Anyone who has the code can read the answer. On a shared phone, write the code on paper rather than saving the link.",
    codeWhere: "When the answer is ready, usually within a few days, enter the code on the page “Read my answer”.",
    readAnswer: "Read my answer",
    askAnother: "Ask another question",
    browse: "Read the library of questions",
  },
  danger: {
    title: "You do not have to face this alone",
    text: "What you wrote sounds serious. Our staff will read it first. If you are in danger now, call one of these free lines, day or night:",
    saidText:
      "You told us that you or someone else is in danger or being hurt now. Our staff will read your question first. Call one of these free lines now, day or night:",
    isange:
      "Isange One Stop Centres, in hospitals across Rwanda, give free medical, psychological and legal help after violence.",
  },
  answer: {
    title: "Read my answer",
    metaDescription: "Read the answer to a question you asked privately, with your code.",
    intro: "Enter the private code you received when you asked your question.",
    code: "Your private code",
    codeHint: "16 letters and digits, for example K7QM-2XHD-9PWA-RT3C. Dashes and spaces do not matter.",
    open: "Show my answer",
    opening: "Opening…",
    yourQuestion: "Your question",
    ourAnswer: "Our answer",
    asked: (date: string) => `Asked on ${date}`,
    answered: (date: string) => `Answered on ${date}`,
    waitingTitle: "Your answer is not ready yet",
    waitingText: "Our staff have your question. Come back in a few days with the same code.",
    declinedTitle: "We could not answer this question here",
    declinedText:
      "We are sorry: this question is not one we can answer on this site. If you need to talk to someone, the free lines below can help.",
    kept: "Read it soon: about 30 days after the answer is ready or first opened, we delete it, and the code stops working.",
    help: {
      title: "Free help, day and night",
      text: "If you or someone else is in danger or being hurt, do not wait for our answer: call one of these free lines.",
    },
    askAnother: "Ask another question",
  },
  links: {
    readAnswer: "Read my answer",
    readAnswerHint: "Asked privately? Read your answer with your code.",
    footer: "Ask a question",
    helpBox: "You can also ask us a question anonymously.",
    contact: "A personal question about sexual or mental health? Ask it anonymously, without an account.",
    programs: "Ask a question anonymously",
  },
};
export type AskStrings = typeof ask;
