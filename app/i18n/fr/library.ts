import type { LibraryStrings } from "~/i18n/en/library";

export const library: LibraryStrings = {};
