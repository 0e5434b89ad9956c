import { count, eq } from "drizzle-orm";
import { createEvent } from "~/domain/events/events.server";
import { events } from "~/domain/events/schema";
import { users } from "~/domain/people/schema";
import { siteTimeZone } from "~/domain/settings/site-settings.server";
import { db } from "~/platform/data/db.server";
import { dayStamp } from "~/utils/dates";

const DAY = 86_400_000;

/** The next Saturday after today (not today), as a calendar day on the site's clock. */
function nextSaturday(now: number) {
  for (let n = 1; n <= 7; n++) {
    const day = dayStamp(new Date(now + n * DAY), siteTimeZone());
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6) return day;
  }
  throw new Error("no Saturday in a week");
}

/**
 * The demo events (issue 37): one weekly Saturday workshop for two months, with places and three volunteer shifts,
 * so `npm start` shows events on the home page, /events and the education program's page. Written through the
 * staff use case (createEvent), as an admin would, and only into a site with no event yet.
 */
export function seedDemoEvents(adminId: string, now = Date.now()) {
  if ((db.select({ n: count() }).from(events).get()?.n ?? 0) > 0) return 0;
  const admin = db.select().from(users).where(eq(users.id, adminId)).get();
  if (!admin) return 0;
  const first = nextSaturday(now);
  createEvent(admin, {
    title: "Saturday study skills workshop",
    titleRw: "Amahugurwa yo ku wa Gatandatu ku buryo bwo kwiga",
    titleFr: "Atelier du samedi\u202f: apprendre à apprendre",
    description:
      "<p>Two hours on planning revision, taking notes and preparing for national exams, for students from S1 to S6. Bring a notebook.</p>",
    descriptionRw:
      "<p>Amasaha abiri yo kwiga gutegura gusubiramo amasomo, kwandika incamake no kwitegura ibizamini bya Leta, ku banyeshuri bo mu mwaka wa mbere kugeza mu wa gatandatu w'amashuri yisumbuye. Muzane ikayi.</p>",
    descriptionFr:
      "<p>Deux heures pour organiser ses révisions, prendre des notes et préparer les examens nationaux, pour les élèves du S1 au S6. Apportez un cahier.</p>",
    startsAt: `${first}T09:00`,
    endsAt: `${first}T11:00`,
    placeName: "Youth centre, Kimironko",
    placeAddress: "KG 11 Ave, Kigali",
    capacity: 30,
    maxPerSignup: 3,
    program: "education",
    status: "published",
    repeat: "weekly",
    repeatUntil: dayStamp(new Date(new Date(`${first}T12:00:00Z`).getTime() + 56 * DAY), "UTC"),
    shifts: [
      {
        role: "Welcome desk",
        roleRw: "Kwakira abashyitsi",
        roleFr: "Accueil",
        startTime: "08:30",
        endTime: "09:30",
        places: 2,
      },
      {
        role: "Room set-up",
        roleRw: "Gutegura icyumba",
        roleFr: "Installation de la salle",
        startTime: "08:00",
        endTime: "09:00",
        places: 3,
      },
      { role: "Tidy-up", roleRw: "Gusukura", roleFr: "Rangement", startTime: "11:00", endTime: "11:30", places: 2 },
    ],
  });
  return 1;
}
