/** The frame of every public page and account screen: header, footer, language switcher, error screen. */
export const common = {
  skipToContent: "Skip to content",
  mainNav: "Main",
  mobileNav: "Mobile",
  menu: "Menu",
  close: "Close",
  login: "Login",
  logout: "Logout",
  homeLink: (name: string) => `${name}, home`,
  yourAccount: (name: string) => `Your account: ${name}`,
  languages: "Languages",
  /** The switcher's accessible name for each link: "Read this page in Kinyarwanda". */
  readIn: (languageName: string) => `This page in ${languageName}`,
  invalidDate: "Invalid date",
};
export type CommonStrings = typeof common;
