import type { ProgramPageText, ProgramSlug } from "~/content/en/program-pages";

/** The six program pages in Kinyarwanda (English source: app/content/en/program-pages.ts; figures are labels only). */
export const PROGRAM_PAGES_RW: Record<ProgramSlug, ProgramPageText> = {
  "maternal-health": {
    title: "Ubuzima bw'ababyeyi",
    summary:
      "Gufasha ababyeyi bakiri bato n'abatwite kwisuzumisha batwite, kubyarira kwa muganga mu mutekano no gukurikiranwa nyuma yo kubyara.",
    whatWeDo:
      "Abakorerabushake b'urubyiruko bahuguwe bafatanya n'abajyanama b'ubuzima gutegura amatsinda y'ababyeyi, guherekeza ababyeyi mu isuzuma rya mbere ry'inda, no gutanga amakuru asobanutse mu Kinyarwanda ku mirire, ibimenyetso mpuruza no kuboneza urubyaro nyuma yo kubyara.",
    whoWeServe:
      "Ababyeyi bakiri bato n'abangavu batwite, benshi muri bo bari munsi y'imyaka 24, kandi benshi babyara bwa mbere kure y'ikigo nderabuzima.",
    where: "Imirenge cumi n'ibiri yo mu turere twa Gasabo, Bugesera na Nyagatare.",
    figures: ["ababyeyi bari mu matsinda", "imirenge"],
    story: {
      text: "“Mu itsinda namenyeyemo ibimenyetso mpuruza. Igihe umwana wanjye yagize umuriro nijoro, nari nzi ko ngomba guhita njya ku kigo nderabuzima.”",
      who: "Claudine, imyaka 19, Bugesera",
    },
    highlights: [
      "Amatsinda y'ababyeyi mu mirenge 12",
      "Ibikoresho byo kubyara ku babyara bwa mbere",
      "Gusura ababyeyi mu rugo nyuma yo kubyara, dufatanyije n'abajyanama b'ubuzima",
    ],
    getInvolved:
      "Ba umukorerabushake uherekeza ababyeyi, tanga ibikoresho byo kubyara, cyangwa dufatanye kugera mu murenge mushya.",
  },
  "gbv-prevention": {
    title: "Gukumira ihohoterwa rishingiye ku gitsina",
    summary:
      "Gukumira ihohoterwa rishingiye ku gitsina binyuze mu nyigisho, gutanga amakuru mu mutekano no kohereza uwahohotewe aho yitabwaho uko abyifuza.",
    whatWeDo:
      "Duhugura amatsinda yo mu mashuri n'abayobozi b'urubyiruko ku bwumvikane, imibanire myiza n'uburenganzira, dufite urubyiruko rwahuguwe rwo gutega amatwi, kandi duhuza abahohotewe na Isange One Stop Centre (umurongo utishyurwa 3029), ubuvuzi n'ubufasha mu by'amategeko.",
    whoWeServe: "Ingimbi, abangavu n'abakobwa bakiri bato, abiga n'abatiga, hamwe n'abarimu n'ababyeyi babakikije.",
    where: "Amashuri yisumbuye i Kigali, Musanze na Huye, n'ibigo by'urubyiruko i Kicukiro.",
    figures: ["amatsinda yo mu mashuri", "abanyeshuri twagezeho"],
    story: {
      text: "“Mbere y'itsinda, nta muntu wavugaga ku bwumvikane. Ubu abanyeshuri baza kutureba iyo hari ikitagenda neza, kandi tuzi aho tubohereza.”",
      who: "Umwigisha w'urungano, Musanze",
    },
    highlights: [
      "Inyigisho ku bwumvikane n'imibanire myiza",
      "Urubyiruko rwahuguwe rwo gutega amatwi",
      "Kohereza ku bufasha bw'ubuvuzi, ubw'amategeko n'ubw'isanamitima",
    ],
    getInvolved:
      "Dutumire dutange amahugurwa mu ishuri ryawe cyangwa aho ukorera, injira mu itsinda ryacu ritega amatwi, cyangwa ushyigikire ikigega cyacu cyo gufasha abahohotewe.",
  },
  education: {
    title: "Uburezi",
    summary: "Inyigisho ku buzima n'ubuyobozi ku rubyiruko ruri mu ishuri n'urutari mu ishuri.",
    whatWeDo:
      "Amatsinda nyuma y'amasomo, amahugurwa mu biruhuko n'amasomo magufi kuri murandasi kuri One Health, ubuzima bwo mu mutwe, ikoranabuhanga no kuvugira mu ruhame, ayoborwa n'abafasha bakiri bato.",
    whoWeServe: "Abanyeshuri bo mu mashuri yisumbuye n'urubyiruko rutari mu ishuri, bafite imyaka 14 kugeza kuri 24.",
    where: "Amashuri arenga 120 dufatanya na yo mu ntara zose z'igihugu, no kuri murandasi.",
    figures: ["amashuri dufatanya", "abayobozi bakiri bato bahuguwe"],
    story: {
      text: "“Mu mahugurwa y'ibiruhuko ni bwo bwa mbere navugiye imbere y'abantu ijana. Ubu nyobora itsinda ry'ubuzima ryo ku ishuri ryacu.”",
      who: "Eric, umwaka wa gatanu w'amashuri yisumbuye, Huye",
    },
    highlights: [
      "Amashuri arenga 120 dufatanya",
      "Amahugurwa y'ubuyobozi mu biruhuko",
      "Inkunga y'ubushakashatsi bwa One Health ku banyeshuri",
    ],
    getInvolved:
      "Ba umujyanama w'itsinda, tanga aho amahugurwa yabera, cyangwa wishyurire umunyeshuri ibikoresho by'amasomo.",
  },
  "human-rights": {
    title: "Uburenganzira bwa muntu",
    summary:
      "Kumenya uburenganzira no kubuvuganira, kugira ngo urubyiruko ruharanire uburenganzira bwarwo ku buzima, ku burezi no ku kugira uruhare.",
    whatWeDo:
      "Inyigisho ku burenganzira, ubukangurambaga buyobowe n'urubyiruko n'amakarita y'isuzuma ry'ubuzima mu baturage, bihuza urubyiruko n'inzego z'ibanze mu biganiro.",
    whoWeServe:
      "Urubyiruko, cyane cyane abakobwa, impunzi n'abafite ubumuga, badakunze kumvwa mu igenamigambi ry'inzego z'ibanze.",
    where: "Uturere twa Gasabo, Kicukiro na Nyarugenge mu Mujyi wa Kigali.",
    figures: ["abitabiriye", "ibiganiro n'abayobozi"],
    story: {
      text: "“Ikarita yacu y'isuzuma yerekanye ko ivuriro ritagira inzira yorohereza abafite ubumuga. Nyuma y'amezi atandatu yarubatswe, none inshuti yanjye ijyayo yonyine.”",
      who: "Aline, itsinda ry'urubyiruko rikora isuzuma, Kicukiro",
    },
    highlights: [
      "Inyigisho ku burenganzira",
      "Ubukangurambaga bw'urubyiruko",
      "Ibiganiro n'abayobozi b'inzego z'ibanze",
    ],
    getInvolved: "Injira mu bukangurambaga, udufashe mu by'amategeko ku buntu, cyangwa udutumire iwanyu.",
  },
  climate: {
    title: "Ikirere n'ubuzima bw'ibidukikije",
    summary:
      "Ibikorwa by'urubyiruko ku mihindagurikire y'ikirere, amazi meza, imyanda n'uruhande rw'ibidukikije rwa One Health.",
    whatWeDo:
      "Amatsinda yo kurengera ibidukikije mu mashuri, gutera ibiti, ubukangurambaga ku mazi meza n'ubushakashatsi bw'urubyiruko ku isano riri hagati y'ibidukikije, inyamaswa n'indwara.",
    whoWeServe:
      "Abanyeshuri n'abaturage bahura n'imyuzure, ubushyuhe bukabije n'amazi mabi, ari bo bagerwaho mbere n'izo mpinduka.",
    where: "Amatsinda y'ibidukikije i Kigali, Rubavu na Nyamagabe; isuku ku nkombe z'umugezi wa Nyabugogo.",
    figures: ["amatsinda y'ibidukikije", "ibiti byatewe"],
    story: {
      text: "“Twapimye amazi y'ishuri ryacu dusanga atari meza nyuma y'imvura. Akarere kashyizeho akayunguruzo mu gihembwe cyakurikiyeho.”",
      who: "Abanyamuryango b'itsinda ry'ibidukikije, Rubavu",
    },
    highlights: [
      "Amatsinda y'ibidukikije mu mashuri",
      "Ubukangurambaga ku mazi meza",
      "Ubushakashatsi bwa One Health bw'urubyiruko",
    ],
    getInvolved:
      "Ifatanye natwe mu muganda wo gusukura, tera inkunga akayunguruzo k'amazi ku ishuri, cyangwa dufatanye mu bushakashatsi ku bidukikije.",
  },
  "refugee-support": {
    title: "Gufasha impunzi",
    summary: "Amakuru ku buzima, ubufasha bw'isanamitima n'amahirwe yo kuba abayobozi ku rubyiruko rw'impunzi.",
    whatWeDo:
      "Amatsinda y'urubyiruko ayoborwa n'impunzi ubwazo, ubufasha bw'isanamitima hagati y'urungano, inyigisho ku buzima bw'imyororokere mu ndimi nyinshi, n'ubujyanama bwo gukomeza amashuri no kubona akazi.",
    whoWeServe: "Urubyiruko rw'impunzi ruri mu nkambi n'i Kigali, n'urubyiruko rw'Abanyarwanda rubana na rwo.",
    where: "Inkambi za Mahama na Kiziba, n'impunzi ziba mu mujyi wa Kigali.",
    figures: ["impunzi n'abandi twagezeho", "amatsinda y'urubyiruko"],
    story: {
      text: "“Mu itsinda nahabonye abantu banyumva. Ubu mfasha abashya bahageze kumenya inzira igana ku ivuriro.”",
      who: "Umunyamuryango w'itsinda ry'urubyiruko, Mahama",
    },
    highlights: [
      "Amatsinda y'urubyiruko ayoborwa n'impunzi",
      "Ubufasha bw'isanamitima hagati y'urungano",
      "Ubujyanama ku myigire n'akazi",
    ],
    getInvolved:
      "Ba umukorerabushake nk'umujyanama cyangwa umusemuzi, shyigikira itsinda ry'urubyiruko, cyangwa dufatanye i Mahama cyangwa i Kiziba.",
  },
};
