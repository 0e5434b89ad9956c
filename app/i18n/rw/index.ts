import type { Catalogue } from "../en";
import { account } from "./account";
import { blog } from "./blog";
import { common } from "./common";
import { mail } from "./mail";
import { messages } from "./messages";
import { newsletterMessages } from "./newsletter-messages";
import { newsletter } from "./newsletter";
import { pages } from "./pages";
import { reach } from "./reach";

export const rw: Catalogue = { common, pages, blog, account, mail, newsletter, reach, messages: { ...messages, ...newsletterMessages } };
