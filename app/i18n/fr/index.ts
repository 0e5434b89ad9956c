import type { Catalogue } from "~/i18n/en";
import { account } from "./account";
import { blog } from "./blog";
import { common } from "./common";
import { mail } from "./mail";
import { messages } from "./messages";
import { newsletter } from "./newsletter";
import { pages } from "./pages";
import { giving } from "./giving";
import { payments } from "./payments";
import { gifts } from "./gifts";
import { ask } from "./ask";
import { library } from "./library";
import { answers } from "./answers";
import { offline } from "./offline";
import { impact } from "./impact";
import { eventCalendar } from "./event-calendar";
import { events } from "./events";
import { eventDoor } from "./event-door";
import { eventListings } from "./event-listings";
import { sms } from "./sms";

export const fr: Catalogue = {
  common,
  pages,
  blog,
  account,
  mail,
  newsletter,
  giving,
  payments,
  gifts,
  ask,
  library,
  answers,
  offline,
  impact,
  eventCalendar,
  events,
  eventDoor,
  eventListings,
  sms,
  messages,
};
