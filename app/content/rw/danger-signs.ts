import type { DangerSignLists } from "~/content/en/danger-signs";

/**
 * Ibimenyetso by'akaga kihutirwa, mu Kinyarwanda (issue 26). Reba en/danger-signs.ts uko ijambo rimenyekana
 * (inyuguti nkuru n'utumenyetso ntibyitabwaho, `*` bivuga ko ijambo rikomeza). Ikinyarwanda gishyira imbere
 * n'inyuma y'igicumbi cy'inshinga (nd-iyahur-a, y-iyahu-ye): ni yo mpamvu amagambo menshi afite `*` ku mpande zombi.
 * Abasemuzi n'abakozi: mwongeremo amagambo urubyiruko rukoresha koko.
 */
export const dangerSigns: DangerSignLists = {
  "self-harm": [
    // kwiyahura, ndashaka kwiyahura, niyahura, yariyahuye
    "*iyahur*",
    "*iyahuy*",
    // kwiyica (kwiyicira), kwiyambura ubuzima
    "kwiyica",
    "*iyice",
    "kwiyambura ubuzima",
    "kwikomeretsa",
    "*ikomeretsa",
    "ndashaka gupfa",
    "nshaka gupfa",
    "numva nshaka gupfa",
    "sinshaka kubaho",
    "sinkibishaka kubaho",
  ],
  "sexual-violence": [
    // gufatwa ku ngufu (yamfashe ku ngufu, bamfashe ku ngufu, nafashwe ku ngufu)
    "*fatwa ku ngufu",
    "*fashwe ku ngufu",
    "*mfashe ku ngufu",
    "*fashe ku ngufu",
    // gusambanya (gusambanywa, yansambanyije, nasambanyijwe)
    "*sambanya",
    "*sambanywa",
    "*sambanyije",
    "*sambanyijwe",
    "ihohoterwa rishingiye ku gitsina",
    "yankozeho",
  ],
  "violence-at-home": [
    // arankubita, ankubita, bankubita, yankubise
    "*nkubit*",
    "*nkubis*",
    "*dukubit*",
    "gukubitwa",
    "*kubitwa",
    "ihohoterwa mu rugo",
    "ihohoterwa ryo mu rugo",
    "amakimbirane mu rugo",
    "azanyica",
    "*anyica",
    "ndatinya gutaha",
  ],
  "child-at-risk": [
    "ihohoterwa ry'umwana",
    "ihohoterwa rikorerwa abana",
    "guhohotera umwana",
    "umwana arahohoterwa",
    "umwana yahohotewe",
    "*sambanya umwana",
    "umwana yasambanyijwe",
    "gushyingirwa ku ngufu",
    "gushyingira umwana",
    "gucuruza abana",
    "icuruzwa ry'abana",
  ],
};
