import type { OfflineStrings } from "~/i18n/en/offline";

export const offline: OfflineStrings = {
  offlineTitle: "Nta murandasi ufite",
  offlineText:
    "Iyi paji ntibitse kuri iyi telefoni. Fungura murandasi kugira ngo uyisome, cyangwa usome ibibitswe hano.",
  offlineDescription: "Ibyo ushobora gusoma kuri iyi telefoni nta murandasi.",
  readable: "Ibyo wasoma nta murandasi",
  recent: "Izo uherutse gusoma",
  nothingKept: "Nta kintu kirabikwa kuri iyi telefoni. Fungura cyangwa ubike inkuru igihe ufite murandasi.",
  needsBrowser: "Gusoma nta murandasi bisaba mushakisha ifite JavaScript kandi ishobora gukora nta murandasi.",
  savedTitle: "Inkuru wabitse",
  savedIntro: "Inkuru wabitse kuri iyi telefoni. Ushobora kuzisoma nta murandasi.",
  savedDescription: "Inkuru zabitswe kuri iyi telefoni kugira ngo zisomwe nta murandasi.",
  nothingSaved: "Nta nkuru urabika. Kanda “Bika usome nta murandasi” ku nkuru.",
  spaceUsed: "Umwanya ukoreshwa: {size}",
  remove: "Kuraho",
  removed: "Inkuru yakuwe kuri iyi telefoni.",
  save: "Bika usome nta murandasi",
  saving: "Birimo kubikwa...",
  saved: "Yabitswe, wayisoma nta murandasi",
  saveFailed: "Iyi nkuru ntiyashoboye kubikwa. Ongera ugerageze ufite murandasi.",
  goToSaved: "Inkuru wabitse",
  dataSaver: "Kuzigama data",
  dataSaverOn: "Fungura",
  dataSaverOff: "Funga",
  dataSaverHelp: "Amafoto aza ari uko uyakanzeho gusa.",
  showPicture: "Erekana ifoto",
};
