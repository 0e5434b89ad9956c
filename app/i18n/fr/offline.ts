import type { OfflineStrings } from "~/i18n/en/offline";

export const offline: OfflineStrings = {
  offlineTitle: "Vous êtes hors ligne",
  offlineText:
    "Cette page n’est pas enregistrée sur ce téléphone. Connectez-vous à Internet pour la lire, ou lisez ce qui est gardé ici.",
  offlineDescription: "Ce que vous pouvez lire sur ce téléphone sans connexion.",
  readable: "Lisible sans connexion",
  recent: "Lus récemment",
  nothingKept: "Rien n’est encore gardé sur ce téléphone. Ouvrez ou enregistrez un article quand vous êtes connecté.",
  needsBrowser: "Lire sans connexion demande un navigateur avec JavaScript et la lecture hors ligne.",
  savedTitle: "Articles enregistrés",
  savedIntro: "Les articles enregistrés sur ce téléphone. Vous pouvez les lire sans connexion.",
  savedDescription: "Les articles enregistrés sur ce téléphone pour les lire sans connexion.",
  nothingSaved: "Vous n’avez encore enregistré aucun article. Utilisez « Enregistrer hors ligne » sur un article.",
  spaceUsed: "Espace utilisé : {size}",
  remove: "Retirer",
  removed: "Article retiré de ce téléphone.",
  save: "Enregistrer hors ligne",
  saving: "Enregistrement...",
  saved: "Enregistré hors ligne",
  saveFailed: "Cet article n’a pas pu être enregistré. Réessayez une fois connecté.",
  goToSaved: "Articles enregistrés",
  dataSaver: "Économiseur de données",
  dataSaverOn: "Activer",
  dataSaverOff: "Désactiver",
  dataSaverHelp: "Les images ne se chargent que si vous les touchez.",
  showPicture: "Afficher l’image",
};
