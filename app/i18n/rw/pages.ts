import type { PagesStrings } from "../en/pages";

export const pages: PagesStrings = {
  placeholder: "",
};
