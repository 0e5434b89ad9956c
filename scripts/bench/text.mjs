// @ts-check
// Words and sentences for the large-site generator: enough variety that titles, excerpts and bodies differ from
// post to post (search, sorting and page sizes behave as on a real blog), with accented words (Santé, éducation)
// so accent-folding search has something to find. Deterministic: the same seed gives the same site.

/**
 * mulberry32: a small, fast, seedable generator (Math.random cannot be seeded).
 * @param {number} seed
 */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (/** @type {number} */ n) => Math.floor(next() * n);
  /** @type {<T>(list: readonly T[]) => T} */
  const pick = (list) => list[int(list.length)];
  return { next, int, pick, chance: (/** @type {number} */ p) => next() < p };
}

const TOPICS = [
  "safe water",
  "rabies prevention",
  "mental health first aid",
  "exam stress",
  "antibiotic resistance",
  "hand washing",
  "school gardens",
  "plastic clean-ups",
  "young mothers",
  "malaria nets",
  "nutrition",
  "vaccination days",
  "community scorecards",
  "eco clubs",
  "livestock care",
  "zoonoses",
  "santé mentale",
  "éducation sanitaire",
  "one health",
  "climate and health",
  "menstrual health",
  "peer counselling",
  "clean cooking",
  "road safety",
  "youth leadership",
  "refugee youth clubs",
  "first aid",
  "healthy markets",
  "wetlands",
  "bee keeping",
];
const PLACES = [
  "Kigali",
  "Musanze",
  "Huye",
  "Rubavu",
  "Nyagatare",
  "Rusizi",
  "Muhanga",
  "Kayonza",
  "Mahama",
  "Gicumbi",
  "Karongi",
  "Bugesera",
];
const OPENERS = [
  "What we learned about",
  "A field guide to",
  "Five questions on",
  "Inside our work on",
  "Why",
  "How young people lead on",
  "Notes from",
  "Ten habits for",
  "Listening first:",
  "Stories of",
  "Getting started with",
  "A year of",
];
const ENDINGS = [
  "in {place}",
  "at school",
  "for young farmers",
  "in our clubs",
  "with {place} youth",
  "after the rains",
  "this term",
  "in {place} district",
  "for families",
  "that anyone can try",
  "and what comes next",
  "from the ground up",
];
const SUBJECTS = [
  "Our volunteers",
  "The club members",
  "Young farmers in {place}",
  "Students at the holiday bootcamp",
  "Health workers we met",
  "Parents in {place}",
  "The eco club",
  "Peer counsellors",
  "Community leaders",
  "The team in {place}",
  "Local veterinarians",
];
const VERBS = [
  "shared what works for",
  "asked hard questions about",
  "mapped the risks of",
  "started a weekly session on",
  "wrote down their lessons on",
  "organised a clean-up focused on",
  "spoke openly about",
  "measured progress on",
  "built a small project around",
  "brought their families into",
];
const TAILS = [
  "and the results surprised everyone.",
  "with very little money and a lot of patience.",
  "because nobody else was doing it.",
  "and they want other districts to copy it.",
  "so that the next group starts further ahead.",
  "while keeping the animals, the water and the people in the same picture.",
  "even when the rains came early.",
  "and the numbers tell part of the story.",
  "and the conversations did the rest.",
  "with help from the sector office.",
];
const TAGS = [
  "youth",
  "one health",
  "water",
  "hygiene",
  "schools",
  "farming",
  "livestock",
  "rabies",
  "mental health",
  "stress",
  "environment",
  "plastic",
  "mothers",
  "nutrition",
  "vaccines",
  "research",
  "policy",
  "community",
  "volunteers",
  "santé",
  "éducation",
  "climate",
  "kigali",
  "girls",
  "peer support",
  "first aid",
  "markets",
  "bees",
];

/** @typedef {ReturnType<typeof prng>} Rng */

const fill = (/** @type {string} */ template, /** @type {Rng} */ r) => template.replace("{place}", r.pick(PLACES));
const capital = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1);

/** @param {Rng} r */
export function title(r) {
  return `${r.pick(OPENERS)} ${r.pick(TOPICS)} ${fill(r.pick(ENDINGS), r)}`.replace(/^(\w)/, (c) => c.toUpperCase());
}

/** @param {Rng} r */
export function sentence(r) {
  return `${fill(r.pick(SUBJECTS), r)} ${r.pick(VERBS)} ${r.pick(TOPICS)} ${r.pick(TAILS)}`;
}

/** @param {Rng} r @param {number} [sentences] */
export function paragraph(r, sentences = 3 + r.int(4)) {
  return Array.from({ length: sentences }, () => sentence(r)).join(" ");
}

/** @param {Rng} r */
export function excerpt(r) {
  return paragraph(r, 2).slice(0, 280);
}

/**
 * Sanitised-looking HTML (the editor's tags only): several paragraphs, a heading or two, sometimes a list.
 * @param {Rng} r
 */
export function content(r) {
  const parts = [`<p>${paragraph(r)}</p>`];
  const sections = 2 + r.int(3);
  for (let s = 0; s < sections; s++) {
    parts.push(`<h2>${capital(r.pick(TOPICS))} ${fill(r.pick(ENDINGS), r)}</h2>`);
    parts.push(`<p>${paragraph(r)}</p>`);
    if (r.chance(0.4))
      parts.push(`<ul>${Array.from({ length: 3 + r.int(3) }, () => `<li>${sentence(r)}</li>`).join("")}</ul>`);
    if (r.chance(0.3)) parts.push(`<p><strong>${capital(r.pick(TOPICS))}</strong>: ${paragraph(r, 2)}</p>`);
    parts.push(`<p>${paragraph(r)}</p>`);
  }
  return parts.join("\n");
}

/** @param {Rng} r */
export function tags(r) {
  /** @type {Set<string>} */
  const set = new Set();
  const n = 1 + r.int(4);
  while (set.size < n) set.add(r.pick(TAGS));
  return [...set];
}

const FIRST = [
  "Aline",
  "Eric",
  "Diane",
  "Grace",
  "Jean",
  "Claudine",
  "Patrick",
  "Divine",
  "Olivier",
  "Sandrine",
  "Emmanuel",
  "Ange",
  "Yves",
  "Josiane",
  "Théo",
  "Noëlla",
];
const LAST = [
  "Uwase",
  "Habimana",
  "Ingabire",
  "Mukamana",
  "Niyonzima",
  "Mugisha",
  "Uwimana",
  "Nshimiyimana",
  "Iradukunda",
  "Hakizimana",
  "Umutoni",
  "Kayitesi",
];
export const personName = (/** @type {Rng} */ r) => `${r.pick(FIRST)} ${r.pick(LAST)}`;

const SUBJECT_LINES = [
  "Volunteering this holiday",
  "Partnership proposal",
  "Question about the bootcamp",
  "Media request",
  "Thank you",
  "Can our school join?",
  "Support for a club",
  "Donation receipt",
];
export const messageSubject = (/** @type {Rng} */ r) => r.pick(SUBJECT_LINES);
export const messageBody = (/** @type {Rng} */ r) => paragraph(r, 2 + r.int(3));

/** Read time as app/utils/read-time.ts computes it (200 words a minute, at least 1). */
/** @param {string} html */
export function readTime(html) {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}

/** As app/utils/slug.ts. */
/** @param {string} text */
export function slugify(text) {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}
