/** The kinds of danger (app/domain/questions/schema.ts DANGER_SIGNS, which the matcher holds these lists to). */
export type DangerSignLists = Record<
  "self-harm" | "sexual-violence" | "violence-at-home" | "child-at-risk",
  readonly string[]
>;

/**
 * Signs of immediate danger in a question (issue 26), English. When a question holds one of these, the asker sees
 * the free help lines first and staff see the question marked urgent. Every language's lists are checked, whatever
 * the page's language (people mix languages).
 *
 * How a term matches (danger-signs.server.ts): case and accents do not matter, punctuation counts as a space, and a
 * term matches whole words only ("rape" does not match "grapes"). A `*` at an end lets the word go on there:
 * "suicid*" matches "suicide" and "suicidal"; "*iyahur*" matches inside a word. Phrases match as written, word by
 * word. Staff and translators: add the words young people really use; a missed sign costs more than a false alarm.
 */
export const dangerSigns: DangerSignLists = {
  "self-harm": [
    "suicid*",
    "kill myself",
    "killing myself",
    "end my life",
    "end it all",
    "take my own life",
    "want to die",
    "wanna die",
    "better off dead",
    "no reason to live",
    "self-harm*",
    "self harm*",
    "selfharm*",
    "cut myself",
    "cutting myself",
    "hurt myself",
    "hurting myself",
    "hang myself",
    "overdose",
  ],
  "sexual-violence": [
    "rape",
    "raped",
    "raping",
    "rapist*",
    "sexual assault*",
    "sexually assaulted",
    "sexual abuse",
    "sexually abused",
    "molest*",
    "forced me to have sex",
    "forced to have sex",
    "forced me to sleep with",
    "touched me without",
    "defiled",
    "defilement",
    "incest",
  ],
  "violence-at-home": [
    "beats me",
    "beat me up",
    "beating me",
    "hits me",
    "hitting me",
    "kicks me",
    "chokes me",
    "domestic violence",
    "violence at home",
    "abusive husband",
    "abusive boyfriend",
    "abusive father",
    "abusive mother",
    "threatens to kill",
    "threatened to kill",
    "afraid to go home",
    "scared to go home",
  ],
  "child-at-risk": [
    "child abuse",
    "abused child",
    "child is being abused",
    "child marriage",
    "forced to marry",
    "forced marriage",
    "married off",
    "trafficked",
    "trafficking",
    "sold me",
    "my teacher touches",
  ],
};
