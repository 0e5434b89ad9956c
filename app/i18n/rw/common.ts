import type { CommonStrings } from "../en/common";

export const common: CommonStrings = {
  skipToContent: "Jya ku bikubiyemo",
  mainNav: "Ibice by'ingenzi",
  mobileNav: "Ibice",
  menu: "Ibice",
  close: "Funga",
  login: "Injira",
  logout: "Sohoka",
  homeLink: (name) => `${name}, ahabanza`,
  yourAccount: (name) => `Konti yawe: ${name}`,
  languages: "Indimi",
  readIn: (languageName) => `Iyi paji mu ${languageName}`,
  invalidDate: "Itariki itari yo",
};
