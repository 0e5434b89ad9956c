import type { OrganisationText } from "~/content/en/organisation";

/** The organisation's text in Kinyarwanda (the English source and its comments: app/content/en/organisation.ts). */
export const ORGANISATION_RW: OrganisationText = {
  tagline: "Ibikorwa biyobowe n'urubyiruko bigamije ubuzima bwiza bw'abantu, inyamaswa n'ibidukikije",
  description:
    "Umuryango udaharanira inyungu uyobowe n'urubyiruko, ukorera i Kigali mu Rwanda. Dukora kuri One Health, guha urubyiruko ubushobozi, ubuyobozi bw'abagore, uburenganzira bwa muntu, ubuzima bw'imyororokere n'ubwo mu mutwe, no kudaheza.",
  officeHours: [
    // Kinyarwanda counts the hours from 6 in the morning: 8AM is "saa mbiri"; the 24-hour figures follow.
    {
      days: "Kuva ku wa Mbere kugeza ku wa Gatanu",
      hours: "Saa mbiri za mu gitondo kugeza saa kumi n'imwe z'umugoroba (8:00–17:00)",
    },
    { days: "Ku wa Gatandatu", hours: "Saa tatu za mu gitondo kugeza saa saba z'amanywa (9:00–13:00)" },
  ],
  replyPromise: "Dusubiza ubutumwa bwose mu masaha 24.",
  phoneNote: "Twandikire kuri WhatsApp cyangwa uduhamagare.",
  nav: ["Ahabanza", "Gahunda zacu", "Inkuru", "Abo turi bo", "Twandikire"],
  homeStats: ["Urubyiruko rwahawe ubushobozi", "Abagore bafashijwe", "Imidugudu", "Imyaka"],
  aboutFigures: ["Abantu twagezeho", "Igihugu", "Abafatanyabikorwa", "Imyaka"],
  focusAreas: [
    {
      title: "One Health",
      text: "Guhuza ubuzima bw'abantu, ubw'inyamaswa n'ubw'ibidukikije, binyuze mu bushakashatsi n'ibikorwa biyobowe n'urubyiruko.",
    },
    {
      title: "Guha urubyiruko ubushobozi",
      text: "Ubuyobozi, ubumenyi n'ubujyanama kugira ngo urubyiruko rugire uruhare mu byemezo birureba.",
    },
    {
      title: "Ubuyobozi bw'abagore",
      text: "Gushyigikira abakobwa n'abagore bakiri bato ngo bayobore mu miryango yabo, aho bakora no mu buzima bw'igihugu.",
    },
    {
      title: "Uburenganzira bwa muntu",
      text: "Kwigisha no kuvuganira uburenganzira, cyane cyane gukumira ihohoterwa rishingiye ku gitsina.",
    },
    {
      title: "Ubuzima bw'imyororokere n'ubwo mu mutwe",
      text: "Amakuru y'ukuri atanenga, n'ubufasha bw'urungano ku buzima bw'imyororokere n'ubwo mu mutwe.",
    },
    {
      title: "Kudaheza",
      text: "Gahunda dutegura dufatanyije n'impunzi, abafite ubumuga n'urubyiruko rwo mu cyaro, aho kubategurira gusa.",
    },
  ],
  mission:
    "Guha urubyiruko n'abagore bo mu Rwanda ubushobozi bwo kuyobora impinduka zigana ku baturage bafite ubuzima bwiza kandi babana mu butabera, duhuza ubuzima bw'abantu, ubw'inyamaswa n'ubw'ibidukikije n'uburenganzira, uburezi no kudaheza.",
  vision:
    "U Rwanda aho buri musore, buri mukobwa na buri mugore bafite ubumenyi, ubuzima bwiza n'ijambo byo gutera imbere no kuyobora.",
  story: [
    "Twatangiye mu 2020 turi itsinda ry'abanyeshuri biga ubuvuzi, ubuvuzi bw'amatungo n'ubumenyi bw'ibidukikije i Kigali. Twabonaga ibibazo bimwe ku mpande zitandukanye: mikorobe zitacyumva imiti mu mirima no mu mavuriro, urubyiruko rutabona amakuru yizewe ku buzima, n'abagore badahabwa umwanya aho ibyemezo bifatirwa.",
    "Ibyatangiye ari ugusura amashuri mu mpera z'icyumweru byabaye umuryango uyobowe n'urubyiruko, ufite gahunda mu Rwanda hose, dufatanyije n'abakorerabushake, za kaminuza n'abajyanama b'ubuzima.",
  ],
  impactBullets: [
    "Abayobozi bakiri bato 5.000 bahuguwe",
    "Abagore barenga 3.200 bafashijwe",
    "Impunzi n'abandi barenga 1.800 twagezeho",
    "Amashuri arenga 120 yagize uruhare",
  ],
  partnerKinds: ["Ihuriro ry'abanyeshuri biga ubuvuzi", "Kaminuza", "Gahunda yo kurwanya mikorobe zitacyumva imiti"],
  values: [
    { title: "Guha urubyiruko ubushobozi", text: "Urubyiruko ni abayobozi b'uyu munsi, si ab'ejo gusa." },
    { title: "Ubuyobozi bw'abagore", text: "Abagore n'abakobwa bagira ijambo ringana n'iry'abandi aho dukorera hose." },
    { title: "Uburenganzira bwa muntu", text: "Agaciro, umutekano n'ubutabera kuri buri wese, nta n'umwe usigaye." },
    { title: "Uruhare rwa bose", text: "Nta we uhezwa kubera uko ahagaze, ubumuga, inkomoko cyangwa amikoro." },
    {
      title: "Indangagaciro za demokarasi",
      text: "Gukorera mu mucyo, kubazwa inshingano no gufata ibyemezo dufatanyije.",
    },
    { title: "Impinduka zirambye", text: "Ibikorwa abaturage bashobora kwegukana no gukomeza ubwabo." },
  ],
  programs: [
    {
      title: "Gahunda yo kwigisha ubuzima bw'imyororokere",
      description:
        "Inyigisho ku buzima bw'imyororokere zijyanye n'imyaka kandi zishingiye ku bimenyetso, zitangwa n'urungano rwahuguwe mu mashuri no mu bigo by'urubyiruko.",
      features: [
        "Guhugura abigisha b'urungano",
        "Amahugurwa mu mashuri",
        "Umurongo wa telefoni w'ibanga ku rubyiruko",
        "Serivisi zinogeye urubyiruko",
      ],
    },
    {
      title: "Ubutabazi bw'ibanze ku buzima bwo mu mutwe",
      description:
        "Guhugura urubyiruko kumenya umuntu uri mu kaga, kumuha ubufasha bw'ibanze no kumuhuza n'abaganga b'inzobere.",
      features: [
        "Amasomo y'ubutabazi bw'ibanze ahabwa impamyabushobozi",
        "Amatsinda y'ubufasha muri kaminuza",
        "Ubukangurambaga bwo kurwanya akato",
        "Urusobe rwo kohereza ku nzobere",
      ],
    },
    {
      title: "Imiyoborere ya demokarasi mu buzima",
      description:
        "Kuzana ijwi ry'urubyiruko n'iry'abagore mu igenamigambi ry'ubuzima mu nzego z'ibanze, binyuze mu burere mboneragihugu n'amakarita y'isuzuma y'abaturage.",
      features: [
        "Inyigisho z'uburere mboneragihugu",
        "Amakarita y'isuzuma ry'ubuzima mu baturage",
        "Ibiganiro n'abayobozi b'inzego z'ibanze",
        "Inyandiko z'ibitekerezo zanditswe n'urubyiruko",
      ],
    },
    {
      title: "Kubaka umuryango udaheza",
      description:
        "Gahunda zitegurwa dufatanyije n'impunzi, abafite ubumuga n'urubyiruko rwo mu cyaro, kugira ngo serivisi z'ubuzima zigere kuri bose.",
      features: [
        "Amatsinda y'urubyiruko rw'impunzi",
        "Inyandiko z'ubuzima zorohereza bose",
        "Ubujyanama ku kwibeshaho",
        "Iminsi y'imikino idaheza",
      ],
    },
  ],
};
