/** New posts by e-mail (issue 17): the subscribe form, its pages, the /account section and the e-mails. */
export const newsletter = {
  // The form (blog, end of a post, footer)
  formTitle: "New posts by e-mail",
  formIntro: "Get each new post in your inbox. No spam; unsubscribe at any time.",
  emailLabel: "Your e-mail address",
  langLabel: "Language of the e-mails",
  subscribe: "Subscribe",
  // The subscribe page
  subscribeTitle: "Subscribe to new posts",
  checkInboxTitle: "Check your inbox",
  checkInbox: "If this address can receive our posts, we have sent it a link. Open it to confirm your subscription.",
  // Confirm (the page the e-mailed link opens)
  confirmPage: {
    title: "Confirm your subscription",
    intro: "One more step: press the button to start receiving new posts by e-mail.",
    button: "Confirm my subscription",
    doneTitle: "You are subscribed",
    done: "Thank you. You will receive each new post by e-mail.",
    invalid: "This link is not valid or has expired. Subscribe again to get a new one.",
  },
  // Unsubscribe (the page of the link in every newsletter)
  unsubscribePage: {
    title: "Unsubscribe",
    intro: "Press the button to stop receiving new posts by e-mail.",
    button: "Unsubscribe",
    doneTitle: "You are unsubscribed",
    done: "You will not receive any more posts by e-mail. You can subscribe again at any time.",
    invalid: "This link is not valid.",
  },
  backToBlog: "Back to the blog",
  // /account
  accountTitle: "New posts by e-mail",
  accountActive: (email: string) => `New posts are sent to ${email}.`,
  accountPending: (email: string) =>
    `Waiting for confirmation: we sent a link to ${email}. New posts will be sent there once it is opened.`,
  accountConfirmNow: "Confirm now",
  accountNone: "You do not receive new posts by e-mail.",
  accountVerifyFirst: "Verify your e-mail address first to subscribe.",
  saveLanguage: "Save language",
  accountSubscribed: "You are subscribed to new posts",
  accountLangSaved: "The language of your e-mails has been saved",
  accountUnsubscribed: "You are unsubscribed from new posts",
  // E-mails
  confirmSubject: "Confirm your subscription to new posts",
  confirmHello: "Hello,",
  confirmBody: (org: string) =>
    `Someone (hopefully you) asked to receive new posts from ${org} by e-mail. Open this link to confirm:`,
  confirmLink: "Confirm my subscription",
  confirmIgnore: (days: number) =>
    `The link is valid for ${days === 1 ? "1 day" : `${days} days`}. If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
  newPost: "New post",
  readMore: "Read the full article",
  whyYouGetThis: (org: string) => `You receive this e-mail because you subscribed to new posts from ${org}.`,
  unsubscribeLink: "Unsubscribe",
};
export type NewsletterStrings = typeof newsletter;
