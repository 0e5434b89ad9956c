import type { AskStrings } from "~/i18n/en/ask";

export const ask: AskStrings = {
  title: "Baza ikibazo",
  subtitle:
    "Ku mibonano mpuzabitsina, ku mubiri wawe, ku marangamutima, ku mibanire cyangwa ku ihohoterwa: baza nta konti kandi nta zina ryawe. Abakozi babihuguriwe ni bo basubiza.",
  metaDescription: (org: string) =>
    `Baza ${org} ikibazo ku buzima bw'imyororokere n'ubuzima bwo mu mutwe, utavuze uwo uri we: nta konti, nta zina. Abakozi babihuguriwe ni bo basubiza.`,
  emergency: {
    title: "Ntibigenewe ibibazo byihutirwa",
    text: "Dusubiza mu minsi mike. Niba wowe cyangwa undi muntu ari mu kaga ubu, hamagara umwe muri iyi mirongo itishyurwa:",
  },
  form: {
    title: "Tubaze",
    dangerNow: {
      legend: "Ese wowe cyangwa undi muntu ari mu kaga, cyangwa arimo kugirirwa nabi ubu?",
      hint: "Nusubiza yego, turahita tukwereka imirongo ifasha itishyurwa, kandi abakozi bacu basome ikibazo cyawe mbere y'ibindi.",
      yes: "Yego",
      no: "Oya",
    },
    question: "Ikibazo cyawe",
    questionHint: (max: string) =>
      `Inyuguti ${max} ntarengwa. Ntiwandike izina ryawe, ishuri wigaho, nimero ya telefoni cyangwa ikindi cyose cyerekana uwo uri we cyangwa abandi abo ari bo.`,
    topic: "Ingingo",
    chooseTopic: "Hitamo ingingo",
    topics: {
      "sexual-health": "Ubuzima bw'imyororokere",
      "mental-health": "Ubuzima bwo mu mutwe",
      relationships: "Imibanire",
      "gender-based-violence": "Ihohoterwa rishingiye ku gitsina",
      "body-puberty": "Umubiri n'ubwangavu cyangwa ubugimbi",
      other: "Ibindi",
    },
    ageRange: "Imyaka yawe (si ngombwa)",
    noAge: "Sinshaka kubivuga",
    ageRanges: {
      "under-15": "Munsi y'imyaka 15",
      "15-17": "Imyaka 15 kugeza kuri 17",
      "18-24": "Imyaka 18 kugeza kuri 24",
      "25-plus": "Imyaka 25 kuzamura",
    },
    way: "Urashaka kwakira igisubizo ute?",
    ways: {
      library: "Mu isomero rusange",
      private: "Mu ibanga, ukoresheje kode",
      email: "Kuri imeyili",
    },
    wayHints: {
      library:
        "Dushyira ikibazo cyawe n'igisubizo cyacyo kuri uru rubuga, kugira ngo gifashe n'abandi. Tubanza kugihindura ku buryo nta kintu na kimwe cyerekana uwo uri we.",
      private:
        "Umaze kohereza, uhabwa kode. Ni wowe wenyine uzayikoresha usoma igisubizo hano. Nta kintu gishyirwa ahagaragara.",
      email:
        "Twohereza igisubizo kuri aderesi yawe ya imeyili, hanyuma tugasiba iyo aderesi. Nta kintu gishyirwa ahagaragara.",
    },
    email: "Aderesi yawe ya imeyili (ku gisubizo cyoherezwa kuri imeyili gusa)",
    send: "Ohereza ikibazo cyanjye",
    sending: "Biroherezwa…",
    errorsTitle: "Reba neza ibyo wujuje",
  },
  about: {
    title: "Ibikorerwa ikibazo cyawe",
    who: "Abakozi bacu babihuguriwe (abanditsi) ni bo bonyine bagisoma. Ntitujya tukubaza uwo uri we, kandi ntitubika aderesi ya interineti yawe.",
    kept: "Tubika ikibazo cyawe uko wacyanditse kugeza ku minsi 30 nyuma y'uko igisubizo gishyizwe ahagaragara, cyoherejwe cyangwa gisomwe, kandi iminsi 90 ntarengwa niba tutabashije kugisubiza. Nyuma turagisiba; hasigara gusa verisiyo yahinduwe y'igisubizo kiri mu isomero.",
    email: "Niba uhisemo imeyili, dusiba aderesi yawe igisubizo kikimara koherezwa.",
    noCookie: "Uru rupapuro ntirubika kuki (cookie) kandi ntirukoresha ikintu na kimwe cy'ibindi bigo.",
    dataRights:
      "“Kohereza amakuru yanjye” na “Gusiba amakuru yanjye” ntibireba hano: nta kintu gihuza ikibazo nawe, bityo ntitwashobora kubona icyawe mu bindi.",
    library: "Soma ibibazo abandi babajije",
  },
  sent: {
    title: "Urakoze, ikibazo cyawe cyoherejwe",
    repeated: {
      title: "Ikibazo cyawe twakibonye",
      text: "Uru rupapuro rwongeye koherezwa, ariko ikibazo cyawe tukibika rimwe gusa: nta kindi cyoherejwe.",
      codeAgain: "Dore kode yacyo y'ibanga na none. Yandike nonaha.",
      codeGone:
        "Ku bw'umutekano wawe, kode y'ibanga tuyerekana gusa mu minota ikurikira igihe ubajije, kandi ntidushobora kongera kuyerekana. Niba utarayanditse, ongera ubaze ikibazo cyawe: uzahabwa kode nshya.",
    },
    library:
      "Igisubizo nikiboneka, tuzagishyira mu isomero ry'ibibazo, cyahinduwe ku buryo nta kintu cyerekana uwo uri we. Akenshi bifata iminsi mike.",
    email: "Tuzohereza igisubizo kuri aderesi ya imeyili watanze, akenshi mu minsi mike, hanyuma dusibe iyo aderesi.",
    codeTitle: "Kode yawe y'ibanga",
    codeIntro: "Andika iyi kode nonaha. Irerekanwa iyi nshuro imwe gusa, kandi ntidushobora kongera kuyigushakira.",
    codeLabel: "Kode",
    copyCode: "Koporora kode",
    link: "Cyangwa ubike iyi link, ifungura igisubizo cyawe:",
    codeAdvice:
      "Umuntu wese ufite kode ashobora gusoma igisubizo. Niba ukoresha telefoni musangiye, andika kode ku rupapuro aho kubika link.",
    codeWhere: "Igisubizo nikiboneka, akenshi mu minsi mike, andika kode ku rupapuro “Soma igisubizo cyanjye”.",
    readAnswer: "Soma igisubizo cyanjye",
    askAnother: "Baza ikindi kibazo",
    browse: "Soma isomero ry'ibibazo",
  },
  danger: {
    title: "Ntugomba kubyikorera wenyine",
    text: "Ibyo wanditse bisa n'ibikomeye. Abakozi bacu bazabisoma mbere y'ibindi. Niba uri mu kaga ubu, hamagara umwe muri iyi mirongo itishyurwa, ku manywa cyangwa nijoro:",
    saidText:
      "Watubwiye ko wowe cyangwa undi muntu ari mu kaga cyangwa arimo kugirirwa nabi ubu. Abakozi bacu bazasoma ikibazo cyawe mbere y'ibindi. Hamagara nonaha umwe muri iyi mirongo itishyurwa, ku manywa cyangwa nijoro:",
    isange:
      "Isange One Stop Centres, ziri mu bitaro hirya no hino mu Rwanda, zitanga ubufasha bw'ubuvuzi, ubw'imitekerereze n'ubw'amategeko ku buntu nyuma y'ihohoterwa.",
  },
  answer: {
    title: "Soma igisubizo cyanjye",
    metaDescription: "Soma, ukoresheje kode yawe, igisubizo cy'ikibazo wabajije mu ibanga.",
    intro: "Andika kode y'ibanga wahawe igihe wabazaga ikibazo cyawe.",
    code: "Kode yawe y'ibanga",
    codeHint: "Inyuguti n'imibare 16, urugero K7QM-2XHD-9PWA-RT3C. Utumenyetso (-) n'imyanya ntacyo bitwaye.",
    open: "Erekana igisubizo cyanjye",
    opening: "Birafunguka…",
    yourQuestion: "Ikibazo cyawe",
    ourAnswer: "Igisubizo cyacu",
    asked: (date: string) => `Cyabajijwe ku wa ${date}`,
    answered: (date: string) => `Cyasubijwe ku wa ${date}`,
    waitingTitle: "Igisubizo cyawe ntikiraboneka",
    waitingText: "Abakozi bacu babonye ikibazo cyawe. Garuka mu minsi mike ukoresheje kode imwe.",
    declinedTitle: "Ntitwabashije gusubiza iki kibazo hano",
    declinedText:
      "Tubabarire: iki kibazo ntitwagisubiriza kuri uru rubuga. Niba ukeneye kuvugana n'umuntu, imirongo itishyurwa iri hepfo ishobora kugufasha.",
    kept: "Gisome vuba: nyuma y'iminsi 30 igisubizo kibonetse cyangwa gifunguwe bwa mbere, turagisiba, kandi kode ntiyongera gukora.",
    help: {
      title: "Ubufasha butishyurwa, ku manywa na nijoro",
      text: "Niba wowe cyangwa undi muntu ari mu kaga cyangwa arimo kugirirwa nabi, ntutegereze igisubizo cyacu: hamagara umwe muri iyi mirongo itishyurwa.",
    },
    askAnother: "Baza ikindi kibazo",
  },
  links: {
    readAnswer: "Soma igisubizo cyanjye",
    readAnswerHint: "Wabajije mu ibanga? Soma igisubizo cyawe ukoresheje kode yawe.",
    footer: "Baza ikibazo",
    helpBox: "Ushobora no kutubaza ikibazo utavuze uwo uri we.",
    contact:
      "Ufite ikibazo bwite ku buzima bw'imyororokere cyangwa ubwo mu mutwe? Kibaze utavuze uwo uri we, nta konti.",
    programs: "Baza ikibazo utavuze uwo uri we",
  },
};
