import type { LegalFacts, LegalSection } from "~/content/en/legal";

/** The privacy policy and terms in Kinyarwanda: the same sections, in the same order, as app/content/en/legal.ts. */
export const PRIVACY_RW = (org: LegalFacts): LegalSection[] => [
  {
    heading: "Abo turi bo",
    paragraphs: [
      `${org.name} ni umuryango udaharanira inyungu uyobowe n'urubyiruko, ufite icyicaro i ${org.city}, ${org.country}. Aya mabwiriza asobanura amakuru bwite uru rubuga rukusanya n'impamvu rubikora.`,
    ],
  },
  {
    heading: "Amakuru dukusanya",
    paragraphs: [
      "Amakuru ya konti: izina ryawe, imeyili yawe n'ijambo ry'ibanga ribitswe mu buryo bwizewe (ntawe ushobora kurisoma) iyo ufunguye konti, n'itariki uheruka kwinjira.",
      "Ubutumwa: ibyo utwoherereje ukoresheje ifishi yo kutwandikira, hamwe n'izina ryawe n'imeyili yawe.",
      "Amakuru yo gusoma: inkuru ukunze, n'umubare w'abasomye inkuru buri munsi, utagaragaza abo ari bo. Ntidukoresha amatangazo yamamaza cyangwa porogaramu z'abandi zikurikirana abasomyi.",
    ],
  },
  {
    heading: "Impamvu tuyakoresha",
    paragraphs: [
      "Kugira ngo konti yawe ikore, dusubize ubutumwa bwawe, turinde umutekano w'urubuga (urugero, tugabanya inshuro umuntu agerageza kwinjira) kandi tumenye inkuru zifitiye abantu akamaro.",
    ],
  },
  {
    heading: "Inkuru nshya kuri imeyili",
    paragraphs: [
      "Niwiyandikisha kugira ngo ujye wakira inkuru nshya kuri imeyili, tubika imeyili yawe, ururimi wahisemo, n'amatariki wiyandikishijeho n'uwo wabyemejeho. Ntibisaba kugira konti.",
      "Tubikoresha gusa mu kukoherereza inkuru nshya. Buri imeyili ifite umurongo wo kwikura ku rutonde ukanze rimwe gusa, utinjiye muri konti.",
      "Numara kwikura ku rutonde, ntituzongera kukoherereza ikintu. Iyo winjiye muri konti, amakuru yawe ukuramo arimo n'iyandikisha ryawe, kandi gusiba konti yawe birisiba na ryo.",
    ],
  },
  {
    heading: "Ibibazo bibazwa utavuze uwo uri we",
    paragraphs: [
      "Ku rupapuro Baza ikibazo ushobora kubaza ku buzima bw'imyororokere n'ubwo mu mutwe nta konti. Tubika ikibazo, ingingo yacyo, ikigero cy'imyaka niba ugitanze n'uko ushaka kwakira igisubizo; aderesi ya imeyili ni iyo gusa ushaka igisubizo kuri imeyili, ikasibwa kimaze koherezwa. Nta aderesi ya interineti tubika kandi nta kuki dushyiraho aho; kode y'ibanga ibikwa mu buryo budashobora gusubizwamo kode.",
      "Abakozi bacu babihuguriwe ni bo bonyine basoma ibibazo. Ikibazo uko cyanditswe gisibwa nyuma y'iminsi 30 igisubizo cyacyo gishyizwe ahagaragara, cyoherejwe cyangwa gisomwe, cyangwa nyuma y'iminsi 90 kidasubijwe; hasigara gusa verisiyo yahinduwe y'igisubizo kiri mu isomero. Kubera ko nta kintu gihuza ikibazo n'umuntu, kohereza cyangwa gusiba amakuru ya konti ntibireba ibibazo.",
    ],
  },
  {
    heading: "Amakuru abikwa muri mushakisha (cookies)",
    paragraphs: [
      "Dukoresha cookie imwe ikugumisha muri konti yawe, indi imara igihe gito yerekana ubutumwa bwemeza ibyo wakoze, kandi niba utwandikiye utarinjira, indi ibika ubutumwa bwawe mu gihe cy'isaha imwe kugira ngo ubusange nyuma yo kwinjira. Zose ni ngombwa; ntidukoresha cookies z'amatangazo cyangwa izibarura abasura urubuga.",
    ],
  },
  {
    heading: "Igihe tuyabika",
    paragraphs: [
      "Amakuru ya konti abikwa igihe cyose konti yawe ikiriho. Ubutumwa bwo kutwandikira bubikwa imyaka ibiri gusa. Kwinjira muri konti birangira nyuma y'iminsi 30.",
    ],
  },
  {
    heading: "Uburenganzira bwawe",
    paragraphs: [
      "Hakurikijwe Itegeko No 058/2021 ryerekeye kurinda amakuru bwite n'ibanga ry'umuntu, ushobora kureba amakuru yawe, kuyakosora no kuyasiba.",
      "Iyo winjiye, fungura Konti yawe (umurongo uriho izina ryawe hejuru kuri buri paji): aho ushobora guhindura izina n'ijambo ry'ibanga, gukuramo amakuru yawe yose muri dosiye (umwirondoro wawe, inkuru wakunze n'ubutumwa wohereje), no gusiba konti yawe umaze kwemeza ijambo ry'ibanga. Kuyisiba bihita bisiba konti yawe, ibyo wakunze n'ubutumwa bwawe.",
      `Ku kindi kibazo cyose, twandikire kuri ${org.email}.`,
    ],
  },
];

export const TERMS_RW = (org: LegalFacts): LegalSection[] => [
  {
    heading: "Gukoresha uru rubuga",
    paragraphs: [
      `Iyo ukoresheje uru rubuga, uba wemeye aya mabwiriza. Uru rubuga rucungwa na ${org.name} kugira ngo dusangize abantu amakuru ku bikorwa na gahunda byacu.`,
    ],
  },
  {
    heading: "Konti",
    paragraphs: [
      "Gira ibanga ijambo ryawe ry'ibanga kandi utange amakuru y'ukuri. Dushobora guhagarika konti zikoreshwa mu guhohotera abandi, kohereza ubutumwa bw'uburiganya cyangwa kwibasira urubuga.",
    ],
  },
  {
    heading: "Ibikubiye ku rubuga",
    paragraphs: [
      "Inkuru zitanga amakuru rusange; si inama z'ubuvuzi, iz'amategeko cyangwa iz'imari. Ku kibazo cyawe bwite, gisha inama inzobere. Ushobora gusangiza abandi imiyoboro y'inkuru zacu uko ubishaka; ariko mbere yo kuzisubiramo zose uko zakabaye, banza utubaze.",
    ],
  },
  {
    heading: "Ubutumwa n'imyitwarire",
    paragraphs: [
      "Ubaha abandi mu butumwa utwoherereza. Ntukohereze ikintu kinyuranyije n'amategeko, gitukana cyangwa kivogera uburenganzira bw'undi.",
    ],
  },
  {
    heading: "Inkunga",
    paragraphs: [
      "Inkunga itanzwe kuri mobile money cyangwa kuri banki ijya gusa ku nimero no kuri konti bigaragara iyo ukanze kuri buto yo gutanga inkunga kuri uru rubuga. Niba ushidikanya, banza utubaze mbere yo kohereza. Twandikire niba ukeneye inyemezabwishyu.",
    ],
  },
  {
    heading: "Impinduka no kutwandikira",
    paragraphs: [
      `Dushobora kuvugurura aya mabwiriza; itariki iri hejuru kuri iyi paji yerekana igihe aheruka kuvugururwa. Ibibazo: ${org.email}.`,
    ],
  },
];
