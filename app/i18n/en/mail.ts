/**
 * The e-mails people receive about their account (codes, password resets, invitations), in their language. The
 * plain-text and HTML parts differ only where one says "open" and the other "use" a link. Arguments put into the
 * HTML part are escaped by the template before they get here.
 */
export const mail = {
  hello: (name: string) => `Hello ${name},`,

  verifySubject: (org: string) => `Verify your email address for ${org}`,
  verifyCode: (code: string) => `Your verification code is: ${code}`,
  verifyEnterText: (minutes: number) =>
    `Enter it on the verification page to confirm your email address. It is valid for ${minutes} minutes.`,
  verifyEnterHtml: (minutes: number) =>
    `Enter this code on the verification page to confirm your email address. It is valid for ${minutes} minutes.`,
  verifyIgnore: "If you did not create an account, you can ignore this email.",

  resetSubject: (org: string) => `Reset your ${org} password`,
  resetIntroText:
    "Someone (hopefully you) asked to reset the password of your account. Open this link to choose a new password:",
  resetIntroHtml:
    "Someone (hopefully you) asked to reset the password of your account. Use this link to choose a new password:",
  resetButton: "Reset your password",
  resetValidity: (minutes: number) =>
    `The link is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this email: your password stays the same.`,

  inviteSubject: (org: string) => `Your ${org} account`,
  inviteIntroText: (invitedBy: string, org: string) =>
    `${invitedBy} created an account for you on the ${org} website. Open this link to choose your password:`,
  inviteIntroHtml: (invitedBy: string, org: string) =>
    `${invitedBy} created an account for you on the ${org} website. Use this link to choose your password:`,
  inviteButton: "Choose your password",
  inviteValidity: (days: number) =>
    `The link is valid for ${days} days and works once. If you did not expect this, ignore this email.`,
};
export type MailStrings = typeof mail;
