import type { MessageStrings } from "~/i18n/en/messages";

export const messages: MessageStrings = {
  // Signing up, logging in and verifying an e-mail address
  invalidCredentials: "Imeyili cyangwa ijambo ry'ibanga si byo",
  emailTaken: "Hari konti isanzwe ikoresha iyi imeyili",
  loginToVerify: "Banza winjire kugira ngo wemeze imeyili yawe",
  alreadyVerified: "Imeyili yawe isanzwe yaremejwe",
  wrongCode: "Kode yo kwemeza si yo",
  codeExpired: "Igihe cy'iyi kode cyarangiye. Saba indi kode.",
  codeAttemptsUsed: "Wagerageje kenshi bitaba byo. Saba indi kode.",
  codeSent: "Twakoherereje indi kode kuri imeyili yawe.",
  emailVerified: "Imeyili yawe yemejwe neza",
  loggedOut: "Wasohotse",
  resetLinkSent: "Niba hari konti ya {email}, uraza kubona umurongo wo guhindura ijambo ry'ibanga mu kanya gato.",
  resetLinkInvalid: "Uyu murongo wo guhindura ijambo ry'ibanga ntukora cyangwa igihe cyawo cyarangiye",
  resetDoneRedirecting: "Ijambo ry'ibanga ryahinduwe neza. Tugiye kukujyana ku ipaji yo kwinjira...",
  resetDone: "Ijambo ry'ibanga ryahinduwe neza",

  // Rate limits
  tooManyAttemptsMinute: "Wagerageje inshuro nyinshi. Ongera ugerageze mu munota umwe.",
  tooManyAttemptsMinutes: "Wagerageje inshuro nyinshi. Ongera ugerageze mu minota {minutes}.",

  // Form fields (the shared validation rules)
  emailRequired: "Imeyili irakenewe",
  emailTooLong: "Imeyili ni ndende cyane",
  emailInvalid: "Andika imeyili nyayo",
  passwordRequired: "Ijambo ry'ibanga rirakenewe",
  passwordTooShort: "Ijambo ry'ibanga rigomba kugira nibura inyuguti {min}",
  passwordTooLong:
    "Ijambo ry'ibanga ni rirerire cyane: ntirirenze bayiti {max} (inyuguti nke kurushaho niba ukoresha inyuguti zifite utumenyetso cyangwa emoji)",
  passwordsDoNotMatch: "Amagambo y'ibanga ntabwo ahuye",
  fullNameRequired: "Amazina yombi arakenewe",
  nameRequired: "Izina rirakenewe",
  nameTooLong: "Izina ni rirerire cyane (ntirirenze inyuguti {max})",
  codeFormat: "Andika kode y'imibare {digits}",
  subjectRequired: "Umutwe w'ubutumwa urakenewe",
  subjectTooLong: "Umutwe w'ubutumwa ni muremure cyane (nturenze inyuguti {max})",
  messageRequired: "Ubutumwa burakenewe",
  messageTooLong: "Ubutumwa ni burebure cyane (ntiburenze inyuguti {max})",
  messageTypeRequired: "Hitamo ubwoko bw'ubutumwa",

  // The account page
  currentPasswordRequired: "Andika ijambo ry'ibanga ukoresha ubu",
  passwordToConfirm: "Andika ijambo ry'ibanga ryawe kugira ngo wemeze",
  wrongPassword: "Iryo jambo ry'ibanga si ryo",
  nameUpdated: "Izina ryawe ryahinduwe",
  passwordChanged: "Ijambo ry'ibanga ryawe ryahinduwe; ibindi bikoresho byasohowe muri konti",
  accountDeleted: "Konti yawe yasibwe",
  lastAdmin: "Ni wowe muyobozi wa nyuma: banza ugire undi muntu umuyobozi mbere yo gusiba konti yawe",

  // Who may do what, and forms that cannot be read
  notAuthenticated: "Ntabwo winjiye",
  verifyEmailFirst: "Banza wemeze imeyili yawe",
  forbidden: "Nta burenganzira ufite bwo gukora ibyo",
  unknownAction: "Igikorwa kitazwi",
  resubmitForm: "Ongera wohereze ifishi",
  formTooLarge: "Ibyo wohereje ni binini cyane",
  storageUnavailable:
    "Ubu ntidushobora kubika impinduka kuko seriveri ibura ububiko. Nta cyabitswe; ongera ugerageze nyuma.",
  // Made of this file's own vetted phrases: storageUnavailable's first and second sentences, tooManyAttemptsMinute's end.
  databaseBusy: "Ubu ntidushobora kubika impinduka. Nta cyabitswe; ongera ugerageze mu munota umwe.",
  pageNotFound: "Iyo paji ntibaho; dore ahabanza",

  // The contact form
  loginToSend: "Banza winjire kugira ngo wohereze ubutumwa",
  verifyToSend: "Banza wemeze imeyili yawe mbere yo kohereza ubutumwa",
  tooManyMessages: "Wohereje ubutumwa bwinshi mu isaha ishize. Ongera ugerageze nyuma.",
  messageSent: "Ubutumwa bwawe bwoherejwe! Turagusubiza vuba.",

  // Posts, likes and sharing
  loginToLike: "Banza winjire kugira ngo ukunde iyi nkuru",
  verifyToLike: "Banza wemeze imeyili yawe kugira ngo ukunde inkuru",
  blogPostNotFound: "Iyi nkuru ntiyabonetse",
  postNotFound: "Inkuru ntiyabonetse",
  likeFailed: "Gukunda inkuru ntibyakunze",
  postLiked: "Wakunze iyi nkuru!",
  likeRemoved: "Wakuyeho ko uyikunda",
  linkCopied: "Umurongo wakoporowe!",
  copyFailed: "Gukoporora umurongo ntibyakunze",
  sharingNotSupported: "Gusangiza ntibishoboka hano",

  // New posts by e-mail
  tooManySubscriptions: "Hano hamaze kwiyandikisha benshi. Ongera ugerageze nyuma.",
  verifyToSubscribe: "Banza wemeze aderesi yawe y'imeyili mbere yo kwiyandikisha",

  // Campaigns (issue 25; campaigns work adds its messages below this line)
  campaignsForbidden: "Nta burenganzira ufite bwo gucunga ubukangurambaga",
  campaignNotFound: "Ubukangurambaga ntibwabonetse",
  campaignHasGifts: "Ubu bukangurambaga bufite impano: bufunge aho kubusiba",

  // Paying with MoMo (issue 25; MoMo work adds its messages below this line)
  momoUnavailable: "Kwishyura kuri murandasi ntibishoboka ubu. Nta mafaranga yakuweho.",
  momoPhoneInvalid: "Andika nimero ya MTN Rwanda, nka 078 123 4567",
  momoAmountInvalid: "Andika amafaranga y'u Rwanda yuzuye, imibare gusa (urugero 5000)",
  momoAmountTooSmall: "Impano ntoya ishoboka kuri murandasi ni {min} RWF",
  momoAmountTooLarge: "Impano nini ishoboka kuri murandasi ni {max} RWF",
  momoNameTooLong: "Izina ni rirerire cyane (inyuguti 100 nibura)",
  momoCampaignUnknown: "Ubu bukangurambaga ntibwakira impano ubu",
  momoTooManyPhone:
    "Ubusabe bwinshi bwo kwishyura bwoherejwe kuri iyi nimero vuba aha. Tegereza gato mbere yo kongera kugerageza.",
  momoTooManyClient: "Ubusabe bwinshi bwo kwishyura buturutse hano. Ongera ugerageze nyuma.",
  momoAlreadyWaiting:
    "Hari ubwishyu kuri iyi nimero butegereje kwemezwa. Bwemeze cyangwa ubwange kuri telefoni; uzongera ugerageze nibumara kurangira.",
  momoPaymentNotFound: "Iyi link yo kwishyura ntiyemewe.",

  // Gifts by transfer and receipts (issue 25; gifts work adds its messages below this line)
  giftAmountRequired: "Andika amafaranga watanze",
  giftAmountWhole: "Andika amafaranga y'u Rwanda yuzuye, nta bice",
  giftAmountTooLarge: "Ayo mafaranga ni menshi cyane: ahubwo twandikire",
  giftMethodRequired: "Hitamo uburyo watanzemo",
  giftDateRequired: "Andika itariki watangiyeho",
  giftDateFuture: "Itariki ntishobora kuba iri imbere",
  giftReferenceRequired: "Andika nimero iranga ihererekanya ryawe",
  giftReferenceTooLong: "Nimero iranga ni ndende cyane (inyuguti {max} gusa)",
  giftCampaignUnknown: "Hitamo bumwe mu bukangurambaga buri ku rutonde",
  giftThanks: "Murakoze! Itsinda ryacu rizemeza impano yanyu; inyemezabwishyu izaboherezwa kuri imeyili.",
  tooManyGifts: "Impano nyinshi cyane zatanzwe hano. Ongera ugerageze nyuma.",
  giftReasonRequired: "Tanga impamvu",
  giftAmountAmbiguous:
    "Ntitwabashije kumenya neza aya mafaranga: yandike mu mubare wuzuye, urugero 5000 cyangwa 5.000 (ibihumbi mu matsinda y'imibare itatu, nta bice)",
  giftCurrencyUnknown: "Hitamo rimwe mu mafaranga yatanzwe ku rutonde",
  // Asking anonymously (issue 26; the ask work adds its messages below this line)
  questionRequired: "Andika ikibazo cyawe",
  questionTooLong: "Ikibazo cyawe ni kirekire cyane (inyuguti {max} ntarengwa)",
  topicRequired: "Hitamo ingingo yegereye ikibazo cyawe",
  ageRangeInvalid: "Hitamo ikigero cy'imyaka kiri ku rutonde, cyangwa ureke ahantu hatuzuye",
  answerWayRequired: "Hitamo uko ushaka kwakira igisubizo",
  askEmailRequired: "Andika aderesi ya imeyili igisubizo kizoherezwaho, cyangwa uhitemo ubundi buryo",
  tooManyQuestions: "Wohereje ibibazo byinshi mu isaha ishize. Ongera ugerageze nyuma.",
  privateCodeNotFound: "Iyi kode ntifungura igisubizo. Yigenzure wongere ugerageze.",
  dangerNowInvalid: "Subiza yego cyangwa oya, cyangwa ureke ahantu hatuzuye",
  askFormInvalid: "Iyi fomu ntigishobora koherezwa. Ongera ufungure urupapuro, wohereze ikibazo cyawe.",

  // Answering questions (issue 26; the staff work adds its messages below this line)
  questionNotFound: "Iki kibazo nticyabonetse",
  questionStateChanged: "Iki kibazo ubu kiri ku rwego rwa {status}; ongera ufungure urupapuro urebe uko gihagaze",
  questionWrongWay: "Uwabajije yahisemo ubundi buryo bwo gusubizwa: {way}",
  questionAnswerRequired: "Banza wandike igisubizo",
  questionAnswerTooLong: "Igisubizo ni kirekire cyane (ntikirenze inyuguti {max})",
  questionPublicRequired: "Andika ikibazo uko kizatangazwa",
  questionPublicTooLong: "Ikibazo kizatangazwa ni kirekire cyane (ntikirenze inyuguti {max})",
  questionReasonRequired: "Tanga impamvu yo kucyanga (abakozi ni bo bonyine bayibona)",
  questionNoteRequired: "Andikira ubutumwa uwasubije",
  questionNoteTooLong: "Ubutumwa cyangwa impamvu ntibirenze inyuguti {max}",
  questionSecondReader: "Usoma bwa kabiri agomba kuba undi muntu utari uwasabye ko gisuzumwa",
  questionNoEmail: "Nta imeyili igihari yo koherezaho igisubizo",
  questionCodeGone: "Igihe cya kode y'ibanga cyarangiye: uwabajije ntashobora gusoma igisubizo",
  questionUnknownAction: "Iyi ntambwe ntizwi: ongera ufungure ikibazo ugerageze",

  // The library of questions (issue 26; the library work adds its messages below this line)
  libraryQuestionNotFound: "Iki kibazo ntikiri mu bubiko",
  dataSaverTurnedOn: "Kuzigama data byafunguwe: amafoto aza ari uko uyakanzeho gusa.",
  dataSaverTurnedOff: "Kuzigama data byafunzwe: amafoto aza nk'ibisanzwe.",
};
