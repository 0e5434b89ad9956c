import { useLocation } from "react-router";
import { t, translateMessage } from "./catalogue";
import { langOfPath, localizePath } from "./languages";

/** The page's language, from its URL (the one rule: /rw/… and /fr/…, else English). */
export function useLang() {
  return langOfPath(useLocation().pathname);
}

/** The catalogue of the page's language. */
export function useT() {
  return t(useLang());
}

/** Internal links in the page's language: `const lp = useLocalePath(); <Link to={lp("/blog")}>`. */
export function useLocalePath() {
  const lang = useLang();
  return (path: string) => localizePath(path, lang);
}

/** Shows a server message (§8, validation) in the page's language. */
export function useMessage() {
  const lang = useLang();
  return (message: string | null | undefined) => (message ? translateMessage(message, lang) : message);
}
