import type { CommonStrings } from "../en/common";

export const common: CommonStrings = {
  skipToContent: "Aller au contenu",
  mainNav: "Navigation principale",
  mobileNav: "Navigation",
  menu: "Menu",
  close: "Fermer",
  login: "Connexion",
  logout: "Déconnexion",
  homeLink: (name) => `${name}, accueil`,
  yourAccount: (name) => `Votre compte : ${name}`,
  languages: "Langues",
  readIn: (languageName) => `Cette page en ${languageName}`,
  invalidDate: "Date invalide",
};
