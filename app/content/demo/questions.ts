import type { Lang } from "~/i18n/languages";

/**
 * Demo library entries (issue 26): questions of the kind young people send, as staff would publish them (nothing
 * that could identify anyone), with careful answers. Three in each language, so the library is not empty on a demo
 * install. The answers are the post editor's HTML; the seed sanitises them with the one sanitiser.
 */
export type DemoQuestion = {
  lang: Lang;
  /** One of QUESTION_TOPICS (domain/questions/schema.ts): the seed checks it against the column type. */
  topic: "sexual-health" | "mental-health" | "relationships" | "gender-based-violence" | "body-puberty" | "other";
  daysAgo: number;
  question: string;
  answer: string;
};

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    lang: "en",
    topic: "body-puberty",
    daysAgo: 16,
    question: "My period comes at a different time every month. Is something wrong with me?",
    answer: `<p>Almost certainly not. In the first two or three years after periods start, it is very common for them to come early one month and late the next. The body is still learning its rhythm. For young people a cycle anywhere between 21 and 45 days (counted from the first day of one period to the first day of the next) is normal.</p>
<p>It helps to write down the first day of each period, in a notebook or on your phone. After a few months you will see your own pattern.</p>
<p>Go to a health centre (many have a youth corner where you can talk to a nurse in private) if:</p>
<ul>
<li>a period lasts more than 7 days, or you soak a pad every hour or two;</li>
<li>you have had no period for three months, or, if you have had sex, your period is late (a pregnancy test is free at health centres);</li>
<li>the pain is so strong that you miss school or cannot do your usual things.</li>
</ul>
<p>For ordinary cramps, warmth on your belly, gentle movement and a pain reliever such as paracetamol (as written on the packet) usually help.</p>`,
  },
  {
    lang: "en",
    topic: "mental-health",
    daysAgo: 24,
    question: "Exams are coming and I cannot sleep or eat. My family says I am just lazy. What can I do?",
    answer: `<p>What you describe is stress, and it is real: it is not laziness. Before exams many students sleep badly, lose their appetite, feel their heart race or find it hard to concentrate. It is the body reacting to pressure.</p>
<p>Some things that help many students:</p>
<ul>
<li><strong>Make a small plan.</strong> Split the subjects into short pieces and tick them off. Forty minutes of study, then a ten-minute break, works better than hours without stopping.</li>
<li><strong>Protect your sleep.</strong> Stop studying an hour before bed, put the phone away, and go to bed at the same time each night. A tired brain remembers less.</li>
<li><strong>Eat something, even small.</strong> Regular meals and water keep your energy steady.</li>
<li><strong>Move and breathe.</strong> A short walk, or breathing in slowly for four counts and out for six, calms the body.</li>
<li><strong>Talk to someone.</strong> A teacher, a school counsellor, a relative or a friend. It can help to show your family this answer.</li>
</ul>
<p>If the worry becomes too heavy, if you feel hopeless, or if you ever think about hurting yourself, please call <strong>114</strong> now. It is free and you can talk to someone trained.</p>`,
  },
  {
    lang: "en",
    topic: "relationships",
    daysAgo: 40,
    question: "My boyfriend says that if I love him I will have sex with him. I am not ready. Is it wrong to say no?",
    answer: `<p>It is never wrong to say no. Consent means that both people freely want to do something, every time. Love does not mean you owe anyone sex, and someone who loves you will respect your answer.</p>
<p>"If you loved me you would" is pressure, not a reason. You can say it plainly: "I am not ready, and I want you to respect that." You do not have to explain more. You can also change your mind at any moment, even later, even in the middle of something.</p>
<p>Notice how he reacts. If he keeps pushing, gets angry, threatens to leave you or to tell others things about you, those are warning signs of an unhealthy relationship. Talking to a trusted adult or a friend can help you think it through.</p>
<p>If anyone forces you or touches you without your consent, it is not your fault. The Isange One Stop Centre (<strong>3029</strong>, free) helps survivors of sexual violence with medical care, counselling and legal support, in confidence.</p>`,
  },
  {
    lang: "rw",
    topic: "body-puberty",
    daysAgo: 18,
    question: "Imihango yanjye ntiza ku gihe kimwe buri kwezi. Ese mfite ikibazo?",
    answer: `<p>Birashoboka cyane ko nta kibazo ufite. Mu myaka ibiri cyangwa itatu ya mbere nyuma yo kujya mu mihango, ni ibisanzwe ko iza kare ukwezi kumwe, ikaza bitinze ukundi. Umubiri uba ukiga uko uzajya ukora. Ku rubyiruko, ukwezi kw'imihango kumara hagati y'iminsi 21 na 45 (ubara uhereye ku munsi wa mbere w'imihango kugeza ku munsi wa mbere w'ikurikiraho) ni ibisanzwe.</p>
<p>Byagufasha kwandika umunsi wa mbere w'imihango yawe buri gihe, mu ikayi cyangwa kuri telefoni. Nyuma y'amezi make, uzabona uko umubiri wawe ukora.</p>
<p>Jya ku kigo nderabuzima (byinshi bifite ahantu hagenewe urubyiruko, aho ushobora kuganira n'umuforomo mu ibanga) niba:</p>
<ul>
<li>imihango imara iminsi irenze 7, cyangwa ukuzuza cotex buri saha imwe cyangwa ebyiri;</li>
<li>umaze amezi atatu utajya mu mihango, cyangwa niba warakoze imibonano mpuzabitsina imihango igatinda (gupima inda ni ubuntu ku kigo nderabuzima);</li>
<li>ububabare bukabije butuma usiba ishuri cyangwa ntushobore gukora ibyo usanzwe ukora.</li>
</ul>
<p>Ku bubabare busanzwe, gushyira ikintu gishyushye ku nda, kugenda gahoro n'umuti ugabanya ububabare nka parasetamoli (ukurikije ibyanditse ku gapaki) akenshi birafasha.</p>`,
  },
  {
    lang: "rw",
    topic: "mental-health",
    daysAgo: 27,
    question:
      "Ibizamini biregereje, sinshobora gusinzira cyangwa kurya. Umuryango wanjye uvuga ko ndi umunebwe. Nakora iki?",
    answer: `<p>Ibyo uvuga ni uguhangayika, kandi ni ukuri: si ubunebwe. Mbere y'ibizamini, abanyeshuri benshi basinzira nabi, bakabura appetit, umutima ukihuta cyangwa bakananirwa kwibanda ku byo biga. Ni umubiri usubiza igitutu.</p>
<p>Ibintu bifasha abanyeshuri benshi:</p>
<ul>
<li><strong>Kora gahunda nto.</strong> Gabanya amasomo mo ibice bito, ugende ubirangiza kimwe kimwe. Kwiga iminota 40, ukaruhuka iminota 10, biruta kwiga amasaha menshi nta kuruhuka.</li>
<li><strong>Rinda ibitotsi byawe.</strong> Reka kwiga isaha imwe mbere yo kuryama, shyira telefoni kure, kandi uryame ku isaha imwe buri joro. Ubwonko bunaniwe bwibuka bike.</li>
<li><strong>Rya n'iyo ari bike.</strong> Kurya ku gihe no kunywa amazi bituma ugira imbaraga zihoraho.</li>
<li><strong>Nyeganyega kandi uhumeke.</strong> Kugenda gato, cyangwa guhumeka winjiza umwuka gahoro ubara kugeza kuri kane, ugasohora ubara kugeza kuri gatandatu, bituza umubiri.</li>
<li><strong>Vugana n'umuntu.</strong> Umwarimu, umujyanama wo ku ishuri, umuvandimwe cyangwa inshuti. Ushobora no kwereka umuryango wawe iki gisubizo.</li>
</ul>
<p>Niba guhangayika bikurenze, niba wumva nta cyizere ufite, cyangwa niba utekereza kwigirira nabi, hamagara <strong>114</strong> ubu. Ni ubuntu, kandi uzavugana n'umuntu wabihuguriwe.</p>`,
  },
  {
    lang: "rw",
    topic: "relationships",
    daysAgo: 45,
    question:
      "Umukunzi wanjye avuga ko niba mukunda tugomba gukora imibonano mpuzabitsina. Sinditeguye. Ese ni bibi kwanga?",
    answer: `<p>Kwanga ntabwo ari bibi na rimwe. Kwemera bisobanura ko abantu bombi babishaka ku bushake bwabo, buri gihe. Urukundo ntirusobanura ko ugomba umuntu imibonano mpuzabitsina, kandi ugukunda azubaha igisubizo cyawe.</p>
<p>"Niba unkunda wabikora" ni igitutu, si impamvu. Ushobora kubivuga weruye: "Sinditeguye, kandi ndashaka ko ubyubaha." Nta bindi ugomba gusobanura. Ushobora no guhindura igitekerezo igihe icyo ari cyo cyose, ndetse no hagati mu kintu.</p>
<p>Reba uko yitwara. Niba akomeza kugushyiraho igitutu, akarakara, akagutera ubwoba ko azagusiga cyangwa ko azavuga ibintu byawe ku bandi, ibyo ni ibimenyetso by'umubano utari mwiza. Kuganira n'umuntu mukuru wizera cyangwa inshuti byagufasha gutekereza.</p>
<p>Niba hari uwaguhatira cyangwa akagukoraho utabyemeye, si ikosa ryawe. Isange One Stop Centre (<strong>3029</strong>, ni ubuntu) ifasha abahohotewe ikabaha ubuvuzi, ubujyanama n'ubufasha mu by'amategeko, mu ibanga.</p>`,
  },
  {
    lang: "fr",
    topic: "body-puberty",
    daysAgo: 20,
    question: "Mes règles n'arrivent jamais au même moment. Est-ce que quelque chose ne va pas chez moi ?",
    answer: `<p>Très probablement, tout va bien. Pendant les deux ou trois premières années après les premières règles, il est très courant qu'elles arrivent en avance un mois et en retard le suivant : le corps apprend encore son rythme. Chez les jeunes, un cycle de 21 à 45 jours (compté du premier jour des règles au premier jour des suivantes) est normal.</p>
<p>Notez le premier jour de chaque période, dans un carnet ou sur votre téléphone. Après quelques mois, vous verrez votre propre rythme.</p>
<p>Allez dans un centre de santé (beaucoup ont un coin jeunes où parler à une infirmière en toute confidentialité) si :</p>
<ul>
<li>les règles durent plus de 7 jours, ou vous remplissez une serviette toutes les une ou deux heures ;</li>
<li>vous n'avez pas eu de règles depuis trois mois ou, si vous avez eu un rapport sexuel, vos règles sont en retard (le test de grossesse est gratuit au centre de santé) ;</li>
<li>la douleur est si forte que vous manquez l'école ou ne pouvez pas faire vos activités habituelles.</li>
</ul>
<p>Pour des douleurs ordinaires, une bouillotte sur le ventre, un peu de mouvement et un antidouleur comme le paracétamol (selon la notice) aident souvent.</p>`,
  },
  {
    lang: "fr",
    topic: "mental-health",
    daysAgo: 30,
    question:
      "Les examens approchent, je n'arrive plus à dormir ni à manger. Ma famille dit que je suis paresseux. Que faire ?",
    answer: `<p>Ce que vous décrivez, c'est du stress, et il est bien réel : ce n'est pas de la paresse. Avant les examens, beaucoup d'élèves dorment mal, perdent l'appétit, sentent leur cœur s'accélérer ou n'arrivent plus à se concentrer. C'est le corps qui réagit à la pression.</p>
<p>Ce qui aide beaucoup d'élèves :</p>
<ul>
<li><strong>Faire un petit plan.</strong> Découpez les matières en petits morceaux et cochez-les. Quarante minutes de travail puis dix minutes de pause valent mieux que des heures sans arrêt.</li>
<li><strong>Protéger son sommeil.</strong> Arrêtez de réviser une heure avant de dormir, éloignez le téléphone et couchez-vous à la même heure chaque soir. Un cerveau fatigué retient moins.</li>
<li><strong>Manger, même un peu.</strong> Des repas réguliers et de l'eau gardent l'énergie stable.</li>
<li><strong>Bouger et respirer.</strong> Une courte marche, ou inspirer lentement sur quatre temps et expirer sur six, calme le corps.</li>
<li><strong>En parler.</strong> À un enseignant, au conseiller de l'école, à un proche ou à un ami. Vous pouvez aussi montrer cette réponse à votre famille.</li>
</ul>
<p>Si l'inquiétude devient trop lourde, si vous vous sentez sans espoir, ou si vous pensez à vous faire du mal, appelez le <strong>114</strong> maintenant. C'est gratuit et vous parlerez à une personne formée.</p>`,
  },
  {
    lang: "fr",
    topic: "relationships",
    daysAgo: 50,
    question:
      "Mon copain dit que si je l'aime, je dois coucher avec lui. Je ne suis pas prête. Est-ce mal de dire non ?",
    answer: `<p>Ce n'est jamais mal de dire non. Le consentement, c'est quand les deux personnes veulent librement faire quelque chose, à chaque fois. L'amour ne veut pas dire que vous devez du sexe à quelqu'un, et une personne qui vous aime respectera votre réponse.</p>
<p>« Si tu m'aimais, tu le ferais » est une pression, pas une raison. Vous pouvez le dire simplement : « Je ne suis pas prête, et je veux que tu le respectes. » Vous n'avez rien de plus à expliquer. Vous pouvez aussi changer d'avis à tout moment, même plus tard, même au milieu de quelque chose.</p>
<p>Observez sa réaction. S'il insiste, se fâche, menace de vous quitter ou de raconter des choses sur vous, ce sont des signes d'une relation qui n'est pas saine. En parler à un adulte de confiance ou à une amie peut vous aider à y voir clair.</p>
<p>Si quelqu'un vous force ou vous touche sans votre consentement, ce n'est pas votre faute. Le centre Isange One Stop (<strong>3029</strong>, gratuit) accompagne les victimes de violences sexuelles : soins médicaux, soutien psychologique et aide juridique, en toute confidentialité.</p>`,
  },
];
