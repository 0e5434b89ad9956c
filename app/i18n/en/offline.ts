/** Offline reading and the data saver (issue 27): the offline page, /saved, the save button, the footer switch. */
export const offline = {
  offlineTitle: "You are offline",
  offlineText: "This page is not saved on this phone. Connect to the internet to read it, or read what is kept here.",
  offlineDescription: "What you can read on this phone without a connection.",
  readable: "Readable without a connection",
  recent: "Recently read",
  nothingKept: "Nothing is kept on this phone yet. Open or save an article while you are connected.",
  needsBrowser: "Reading without a connection needs a browser with JavaScript and offline support.",
  savedTitle: "Saved articles",
  savedIntro: "Articles you saved on this phone. You can read them with no connection.",
  savedDescription: "The articles saved on this phone for reading without a connection.",
  nothingSaved: "You have not saved any article yet. Use “Save for offline” on an article.",
  /** {size} is the space taken, e.g. "38 KB". */
  spaceUsed: "Space used: {size}",
  remove: "Remove",
  removed: "Article removed from this phone.",
  save: "Save for offline",
  saving: "Saving...",
  saved: "Saved for offline",
  saveFailed: "This article could not be saved. Try again when you are connected.",
  goToSaved: "Saved articles",
  dataSaver: "Data saver",
  dataSaverOn: "Turn on",
  dataSaverOff: "Turn off",
  dataSaverHelp: "Pictures load only when you tap them.",
  showPicture: "Show picture",
};
export type OfflineStrings = typeof offline;
