/**
 * Demo campaigns (issue 25) so a fresh `npm start` shows /give with progress; dates are relative to the seeding day.
 * Stories are HTML as the editor writes it. Gifts are confirmed transfers, so they count.
 */
export type DemoCampaign = {
  title: string;
  titleRw: string;
  titleFr: string;
  story: string;
  storyRw: string;
  storyFr: string;
  goal: number;
  startedDaysAgo: number;
  endsInDays: number | null;
  featured: boolean;
  image: string;
  imageAlt: string;
  gifts: { amount: number; name: string | null; showAmount: boolean }[];
};

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    title: "Mental health first aid in 20 schools",
    titleRw: "Ubutabazi bw'ibanze ku buzima bwo mu mutwe mu mashuri 20",
    titleFr: "Premiers secours en santé mentale dans 20 écoles",
    story:
      "<p>Exam stress, grief and loneliness reach students long before a counsellor does. With your help we will train two peer helpers and one teacher in each of 20 secondary schools in Gasabo and Bugesera.</p><ul><li>15,000 RWF trains one peer helper for a weekend</li><li>50,000 RWF prints a school's referral cards and posters</li></ul>",
    storyRw:
      "<p>Umunaniro w'ibizamini, agahinda n'irungu bigera ku banyeshuri mbere y'umujyanama. Ku bufasha bwawe tuzahugura abanyeshuri babiri bafasha bagenzi babo n'umwarimu umwe muri buri shuri ryisumbuye mu mashuri 20 yo mu Gasabo no mu Bugesera.</p>",
    storyFr:
      "<p>Le stress des examens, le deuil et la solitude atteignent les élèves bien avant un conseiller. Avec votre aide, nous formerons deux pairs aidants et un enseignant dans chacune de 20 écoles secondaires de Gasabo et Bugesera.</p>",
    goal: 4_000_000,
    startedDaysAgo: 20,
    endsInDays: 40,
    featured: true,
    image: "lessons-from-a-year-of-mental-health-first-aid.jpg",
    imageAlt: "Students sitting in a circle during a peer support session",
    gifts: [
      { amount: 50_000, name: "Jeanne M.", showAmount: true },
      { amount: 20_000, name: "Patrick N.", showAmount: false },
      { amount: 1_200_000, name: null, showAmount: false },
      { amount: 5_000, name: null, showAmount: false },
    ],
  },
  {
    title: "Clean water for the Mahama youth club",
    titleRw: "",
    titleFr: "De l'eau potable pour le club des jeunes de Mahama",
    story:
      "<p>The youth club in Mahama refugee camp meets three afternoons a week. A rain tank and filters will give its members and their families safe water through the dry season.</p>",
    storyRw: "",
    storyFr:
      "<p>Le club des jeunes du camp de réfugiés de Mahama se réunit trois après-midi par semaine. Une citerne et des filtres donneront à ses membres et à leurs familles de l'eau potable pendant la saison sèche.</p>",
    goal: 1_500_000,
    startedDaysAgo: 5,
    endsInDays: null,
    featured: false,
    image: "inside-a-refugee-youth-club-in-mahama.jpg",
    imageAlt: "Young people outside the youth club building in Mahama",
    gifts: [{ amount: 100_000, name: "Rotaract Kigali", showAmount: true }],
  },
];
