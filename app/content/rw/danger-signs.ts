import type { DangerSignLists } from "~/content/en/danger-signs";

/**
 * Ibimenyetso by'akaga kihutirwa, mu Kinyarwanda (issues 26 na 34). Reba en/danger-signs.ts uko ijambo rimenyekana
 * (inyuguti nkuru, utumenyetso n'inyuguti zisubiwemo ntibyitabwaho). `*` bivuga "inyuguti izo ari zo zose" aho
 * iri hose mu ijambo: Ikinyarwanda gishyira imbere, hagati n'inyuma y'igicumbi cy'inshinga uwo bivuga, uko
 * bihakana n'igihe (nd-iyahur-a, y-iyahu-ye; sin-ki-shaka, nta-gi-shaka; ba-n-shyingir-a). Ni yo mpamvu amagambo
 * menshi ari ibicumbi bifite `*`: "sin*shaka kubaho" ifata sinshaka, sinkishaka, sinkibishaka kubaho.
 * Abasemuzi n'abakozi: mwongeremo amagambo urubyiruko rukoresha koko; ikimenyetso kibuze kirahenda kuruta
 * gutabaza ku busa. Amagambo mashya ashobora no kongerwa kuri /admin/settings → Questions.
 *
 * (For staff who do not read Kinyarwanda: the groups say where their words come from. These lists were written by
 * the project, not a native-speaking counsellor; a counsellor of Isange or the 116 line should review them.)
 */
export const dangerSigns: DangerSignLists = {
  "self-harm": [
    // Kwiyahura (RBC's mental-health division on young people and suicide, "Urubyiruko rw'u Rwanda ruriyahura
    // cyane", https://kiny.taarifa.rw/urubyiruko-rwu-rwanda-ruriyahura-cyane-rbc/): every form of the verb, the
    // past attempt (nigeze kwiyahura, nagerageje kwiyahura) included; kwiyahuza (by a means).
    "*iyahur*",
    "*iyahuy*",
    "*iyahuz*",
    // kwiyica (kwiyicira), kwiyambura ubuzima
    "kwiyica",
    "*iyice",
    "*iyica",
    "*iyicir*",
    "*iyishe",
    "kwiyambura ubuzima",
    "*iyambur* ubuzima",
    // Kwigirira nabi: the site's own words for self-harm in the 114 line's description (app/content/help-lines.ts),
    // and issue 34's "Rimwe na rimwe ntekereza kwigirira nabi". Cutting and burning oneself (kwikata, kwitwika),
    // injuring oneself (kwikomeretsa) in every person and tense.
    "*igirira nabi",
    "*igiriye nabi",
    "*iyangiza",
    "kwikomeretsa",
    "*ikomeretsa",
    "*ikomerets*",
    "*ikomerekej*",
    "kwikata",
    "*ikata ku kuboko",
    "*ikase",
    "*ikata n urwembe",
    "kwitwika",
    "*itwika",
    "*itwitse",
    // The wish to be dead (Columbia screener question 1, https://docest.com/doc/610945/suicide-ideation-
    // definitions-and-prompts): nifuza gupfa, ndashaka gupfa, iyaba narapfuye, kuryama singere kubyuka.
    "ndashaka gupfa",
    "nshaka gupfa",
    "numva nshaka gupfa",
    "*shaka gupfa",
    "*shaka kupfa",
    "*ifuza gupfa",
    "*ifuza kupfa",
    "*ifuza kuba narapfuye",
    "iyaba narapfuye",
    "nari narapfuye",
    "nkwiye gupfa",
    "ko napfa",
    "ntazongera kubyuka",
    "singere kubyuka",
    "sinzongere kubyuka",
    "*ifuza kudakanguka",
    // Tired of living, no longer wanting to live (issue 34's "Numva ntagishaka kubaho"; WHO's and NIMH's "no reason
    // to live"): sinshaka / sinkishaka / ntagishaka kubaho, naniwe kubaho, ndambiwe ubuzima, kuba nkiriho.
    "sinshaka kubaho",
    "sinkibishaka kubaho",
    "sin*shaka kubaho",
    "nta*shaka kubaho",
    "ntabwo nshaka kubaho",
    "ntabwo ngishaka kubaho",
    "sin*shaka kuba*riho",
    "kuba nkiriho",
    "impamvu nkiriho",
    "sin*shaka * nkiriho",
    "nta*shaka * nkiriho",
    "kuba ngihumeka",
    "*naniwe kubaho",
    "*naniwe ubuzima",
    "*rambiwe kubaho",
    // n + r is written nd: ndambiwe (I am weary), from kurambirwa.
    "*ambiwe kubaho",
    "*ambiwe * *buzima",
    "nta mpamvu yo kubaho",
    "ntampamvu yo kubaho",
    "nta mpamvu mfite yo kubaho",
    "kubaho ntacyo bimaze",
    "ubuzima ntacyo bumaze",
    "*shaka kubura burundu",
    // Plans and means (Columbia question 3 and 6): pills, poison, a rope, a bridge, throwing oneself.
    "imiti myinshi",
    "*nywa imiti yose",
    "*mira ibinini",
    "ibinini byinshi",
    // Not "uburozi" alone: it is also witchcraft, asked about in ordinary questions.
    "*nywa uburozi",
    "*nywe uburozi",
    "*nyoye uburozi",
    "uburozi bw imbeba",
    "umuti w imbeba",
    "*imanik*",
    "*imanits*",
    "umugozi wo",
    "*ijugunya",
    "*ijugunye",
    "*simbuk* * kiraro",
  ],
  "sexual-violence": [
    // gufatwa ku ngufu (yamfashe ku ngufu, bamfashe ku ngufu, nafashwe ku ngufu)
    "*fatwa ku ngufu",
    "*fashwe ku ngufu",
    "*mfashe ku ngufu",
    "*fashe ku ngufu",
    "*fata ku ngufu",
    // gusambanya (gusambanywa, yansambanyije, nasambanyijwe); not gusambana, which is any sex
    "*sambanya",
    "*sambanywa",
    "*sambanyije",
    "*sambanyijwe",
    "ihohoterwa rishingiye ku gitsina",
    "yankozeho",
    // Forcing and touching (Isange One Stop Centre, https://www.unicef.org/protection/rwanda_57672.html; a
    // Rutsiro case of a girl forced and told to keep quiet, https://imvahonshya.co.rw/rutsiro-umusore-afungiye-
    // gusambanya-umwana-ufite-ubumuga): guhatira (arampatira, yampatiye, nahatiwe), gukorakora, gukora ku
    // myanya ndangagitsina, yarampohoteye.
    "*mpatir*",
    "*mpatiy*",
    "*hatiwe",
    "*hatirwa*",
    "*nkorakor*",
    "*nkoraho",
    "*nkozeho",
    "*nkora ku mabere",
    "*nkora ku myanya",
    "imyanya ndangagitsina yanjye",
    "*mpohote*",
    "*nsaba imibonano",
    "*nsaba ko turyamana",
    "*nsabye ko turyamana",
    "*nsabye kuryamana",
    "ngo ampe amanota",
    "*nsaba kuryamana",
    "*ryamana nawe ku ngufu",
    "amafoto yanjye nambaye ubusa",
    "amafoto nambaye ubusa",
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
    // Violence at home and the threat to kill (Isange: beaten, "he was going to kill me"; Gicumbi's report of
    // violence in families, https://umuseke.rw/tag/rwanda-gicumbi-covid19-minjust/amp): gukubita, ibipfunsi,
    // imigeri, gutwika, kunyica, fear of going home.
    "*kunyica",
    "*nyicisha",
    "*ntera ibipfunsi",
    "*nteye ibipfunsi",
    "*ntera imigeri",
    "*nteye imigeri",
    "*ntwik*",
    "*ntwits*",
    "*nkomeretsa",
    "*nkomerekej*",
    "*nirukan*",
    "*duhohote*",
    "*nduhohote*",
    "*kubita mama",
    "*kubita maman",
    "*tinya gutaha",
    "ubwoba bwo gutaha",
    "*tinya gusubira mu rugo",
    "ubwoba bwo gusubira mu rugo",
    "sinshaka gutaha",
    "sinshobora gutaha",
    "*nkingirana",
    "*nkingiranye",
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
    // Married off as a child (Isange's "forcing women into marriage"; Gicumbi, girls under the age of majority):
    // banshyingira, bashaka kunshyingira, banshyingiye.
    "*nshyingir*",
    "*nshyingiy*",
    "*shyingiwe ku ngufu",
    "*shyingirwa ndi muto",
    "*mpatira gushaka umugabo",
    "ko nshaka umugabo",
    // Sold and trafficked (RIB's campaign against icuruzwa ry'abantu, https://panorama.rw/?p=197807): kungurisha,
    // nagurishijwe, nacurujwe, made to work in a house.
    "*ngurish*",
    "*gurishijwe",
    "icuruzwa ry'abantu",
    "*curuzwa",
    "*curujwe",
    "*icuruza",
    "uburaya",
    "imirimo ivunanye",
    "*koreshwa imirimo",
    "sinemerewe kuva",
    "*nyambuye pasiporo",
    "*fatiriye pasiporo",
    "pasiporo yanjye",
    // Sex for money or school fees (CyberRwanda: 1 girl in 10 received money for sex, https://y-labs.org/
    // projects/cyber-rwanda), pregnancy by a teacher (Gicumbi, https://tjptrends.com/gicumbi-abagabo-barindwi-
    // batawe-muri-yombi-bakekwaho-gusambanya-abana).
    "imibonano ku mafaranga",
    "imibonano mpuzabitsina ku mafaranga",
    "*ryamane ngo",
    "ngo ampe amafaranga y ishuri",
    "amafaranga y ishuri * *ryaman*",
    "*ryaman* * amafaranga y ishuri",
    "amafaranga y ishuri ndyamana",
    "mwarimu * *nteye inda",
    "mwarimu * *nsaba",
  ],
  // "Umutwe uranyica" is a headache, "umukoro uranyica" homework that is too much: u- is the thing (umutwe,
  // umukoro), not a person, who "kills" the speaker.
  except: ["uranyica"],
};
