import { account } from "./account";
import { blog } from "./blog";
import { common } from "./common";
import { mail } from "./mail";
import { messages } from "./messages";
import { newsletterMessages } from "./newsletter-messages";
import { newsletter } from "./newsletter";
import { pages } from "./pages";
import { reach } from "./reach";

/** The English catalogue: the source every other language is typed against (docs/translating.md). */
export const en = { common, pages, blog, account, mail, newsletter, reach, messages: { ...messages, ...newsletterMessages } };
export type Catalogue = typeof en;
