/**
 * Where the evaluation sentences come from (issue 34). Each sentence of en.ts, rw.ts and fr.ts names one of these:
 * written in a young person's words from what the source says people in danger say or live through, never
 * copied from it. "issue-34" marks the sentences quoted in the issue, which must be caught like the others.
 */
export const EVAL_SOURCES = {
  "issue-34": { title: "Issue 34: sentences young people in danger could write", url: "issues show 34" },
  cssrs: {
    title: "Columbia Suicide Severity Rating Scale, screener (wish to be dead, thoughts, method, intent, behaviour)",
    url: "https://docest.com/doc/610945/suicide-ideation-definitions-and-prompts",
  },
  who: {
    title: "WHO warning signs, World Suicide Prevention Day 2021",
    url: "https://indianexpress.com/article/lifestyle/health/world-suicide-prevention-day-2021-significance-theme-warning-signs-7500636/",
  },
  nimh: {
    title: "NIMH warning signs of suicide (no reason to live, burden, trapped, pills)",
    url: "http://m.klinechem.com/news/health-tip-warning-signs-of-suicide-19353167.html",
  },
  "verbal-signs": {
    title: "Signs of a suicidal person: direct and indirect verbal expressions",
    url: "https://connectingngo.org/signs-of-suicidal-person",
  },
  kms: {
    title: "“I'm gonna KMS”: youth joking about suicide and self-harm via social media (CHI 2024)",
    url: "https://doi.org/10.1145/3613904.3642489",
  },
  "aya-words": {
    title: "Adolescents' and young adults' vernacular for suicide and self-harm (University of Utah)",
    url: "https://collections.lib.utah.edu/details?id=1932371",
  },
  "reasons-online": {
    title: "Ali & Gibson 2019, young people's reasons for feeling suicidal, posts to a forum (Crisis)",
    url: "http://dx.doi.org/10.1027/0227-5910/a000580",
  },
  "methods-online": {
    title: "Feldhege et al. 2022, adolescents in a suicidal-ideation community: hopelessness, methods",
    url: "https://doi.org/10.1007/s00787-022-02067-7",
  },
  isange: {
    title: "UNICEF: Isange One Stop Centre, a refuge for victims of domestic violence",
    url: "https://www.unicef.org/protection/rwanda_57672.html",
  },
  "isange-cases": {
    title: "UN public service case: Isange One Stop Centre (sexual abuse, child defilement, spousal battery)",
    url: "https://publicadministration.un.org/en/Research/Case-Studies/unpsacases/ctl/NominationProfile/mid/1170/id/1602",
  },
  "isange-marriage": {
    title: "New Times editorial on Isange: forced marriage, child abuse",
    url: "https://newtimes.co.rw/article/124213/Opinions/editorial-isange-centres-good-deeds-will-always-be-noticed/amp",
  },
  "rbc-youth": {
    title: "RBC mental-health division: urubyiruko rw'u Rwanda ruriyahura cyane",
    url: "https://kiny.taarifa.rw/urubyiruko-rwu-rwanda-ruriyahura-cyane-rbc/",
  },
  "help-line-114": {
    title: "The site's own help-line text: 114 for thoughts of kwigirira nabi",
    url: "app/content/help-lines.ts",
  },
  "gicumbi-gbv": {
    title: "Umuseke: Gicumbi, children under 10 suffering gender-based violence",
    url: "https://umuseke.rw/tag/rwanda-gicumbi-covid19-minjust/amp",
  },
  "rutsiro-case": {
    title: "Imvaho Nshya: Rutsiro, a girl forced and told to keep quiet",
    url: "https://imvahonshya.co.rw/rutsiro-umusore-afungiye-gusambanya-umwana-ufite-ubumuga",
  },
  "gicumbi-defilement": {
    title: "Gicumbi: men held for defiling girls; 36 girls pregnant too young",
    url: "https://tjptrends.com/gicumbi-abagabo-barindwi-batawe-muri-yombi-bakekwaho-gusambanya-abana",
  },
  "rib-trafficking": {
    title: "RIB campaign against icuruzwa ry'abantu (children sent to work in houses)",
    url: "https://panorama.rw/?p=197807",
  },
  cyberrwanda: {
    title: "YLabs, CyberRwanda: 1 girl in 10 reported receiving money for sex",
    url: "https://y-labs.org/projects/cyber-rwanda",
  },
  "fr-3114": {
    title: "CAF : crise suicidaire, le 3114 (idées noires, faire arrêter sa souffrance)",
    url: "https://www.caf.fr/index.php/allocataires/vies-de-famille/articles/crise-suicidaire-un-numero-pour-oser-en-parler-le-3114-0",
  },
  "fr-119": {
    title: "Allô 119 : être en danger, être maltraité (tapé, insulté, agressé ; inceste, viol, attouchement)",
    url: "https://laremuee.com/actualite/allo-119-cest-quoi-etre-en-danger-ou-maltraiter",
  },
  "fr-119-sexual": {
    title: "Allô Enfance en Danger 119 et les violences sexuelles faites aux enfants",
    url: "https://madinin-art.net/allo-enfance-en-danger-119-un-numero-pour-les-situations-durgence-2",
  },
  "fr-scarification": {
    title: "20 Minutes : la scarification, expression du mal-être des ados",
    url: "https://www.20minutes.fr/sante/2263099-20180507-scarification-expression-mal-etre-adolescent-plus-plus-commune",
  },
  "fr-fil-sante": {
    title: "Europe 1 : le Fil Santé Jeunes (une élève qui a envie de se scarifier)",
    url: "https://www.europe1.fr/sante/journee-mondiale-de-la-sante-mentale-lhumanite-va-mal-surtout-les-jeunes-de-12-a-25-ans-4272056",
  },
  "site-topics": {
    title: "Ordinary questions of the ask page's topics (app/content/demo/questions.ts, the library)",
    url: "app/content/demo/questions.ts",
  },
  "near-miss": {
    title: "Near-misses: everyday words that share a danger word (kill time, beat at football, gupfa amatwi)",
    url: "issues show 34",
  },
} as const;
export type EvalSource = keyof typeof EVAL_SOURCES;

/** One evaluation sentence and where it came from. */
export type EvalSentence = readonly [text: string, source: EvalSource];
export type EvalSet = { danger: readonly EvalSentence[]; ordinary: readonly EvalSentence[] };
