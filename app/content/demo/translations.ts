/**
 * Demo translations (issue 17): posts of DEMO_POSTS written again in Kinyarwanda and French, so /rw/blog and
 * /fr/blog show posts in their language. Each links to its original (found by title) and shows the same picture.
 */
import type { Lang } from "~/i18n/languages";

export type DemoTranslation = {
  /** The title of the original in DEMO_POSTS. */
  of: string;
  lang: Exclude<Lang, "en">;
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  imageAlt: string;
};

export const DEMO_TRANSLATIONS: DemoTranslation[] = [
  {
    of: "Exam Stress Is Real: A Gentle Guide for Students",
    lang: "rw",
    title: "Umuhangayiko w'ibizamini urahari: inama zoroheje ku banyeshuri",
    excerpt:
      "Ibizamini bya Leta bishobora gutuma wumva ko byose bishingiye ku minsi mike. Izi nama zifatika zizagufasha kwita ku mutwe wawe no ku mubiri wawe mu gihe witegura.",
    content: `
<p>Niba witegura ibizamini bya Leta, byaba ibyo gusoza amashuri abanza, ibyo mu mwaka wa gatatu cyangwa uwa gatandatu w'amashuri yisumbuye, birashoboka ko wumva igitutu. Imiryango ifite ibyiringiro, abarimu bafite ibyo bagutegerejeho, kandi nawe ushobora kuba ufite imigambi isa n'aho ishingiye ku manota yawe. Kugira ubwoba ni ibisanzwe. Umuhangayiko muke ushobora no kugufasha kwibanda ku byo wiga. Ariko iyo utangiye kukubuza gusinzira, kurya cyangwa kwishima, igihe kiba kigeze ngo wiyiteho.</p>

<h2>Ibimenyetso byerekana ko umuhangayiko urenze urugero</h2>
<ul>
  <li>Ntubasha gusinzira, cyangwa ukanguka nijoro utekereza ku bizamini</li>
  <li>Uhora unaniwe, n'iyo umaze kuruhuka</li>
  <li>Kuribwa umutwe, kuribwa mu nda cyangwa umutima utera cyane bikunze kukubaho</li>
  <li>Wumva nta cyizere ufite, urakazwa n'ubusa cyangwa ushaka kwitarura abantu bose</li>
  <li>Ntubasha kwibanda ku masomo n'iyo wicaye ngo wige</li>
</ul>
<p>Ibi ni ibimenyetso umubiri wawe n'ubwenge bwawe bikoherereza. Ntibisobanura ko uri umunyantege nke. Bisobanura ko ukeneye gushaka uburinganire bushya.</p>

<h2>Iga neza aho kwiga amasaha menshi</h2>
<p>Kurara wiga ijoro ryose si ikimenyetso cy'umuhate; akenshi ni ikimenyetso cy'ubwoba. Ubwonko bwawe bubika ibyo wize igihe usinziriye. Gerageza iyi mico:</p>
<ol>
  <li><strong>Kora ingengabihe yoroshye.</strong> Gabanya amasomo mu duce duto, uyakwirakwize mu byumweru bibanziriza ikizamini.</li>
  <li><strong>Iga mu bihe bigufi.</strong> Iga nk'iminota 40, hanyuma ufate akaruhuko gato: uhagarare, unanure umubiri cyangwa unywe amazi.</li>
  <li><strong>Imenyereze ukoresheje ibizamini byabanje.</strong> Ibibazo umenyereye bigabanya ubwoba ku munsi w'ikizamini.</li>
  <li><strong>Igana n'inshuti.</strong> Gusobanura isomo mu ijwi riranguruye bigufasha kuryibuka, kandi ntiwumva uri wenyine.</li>
</ol>

<h2>Wite ku mubiri wawe</h2>
<p>Jya urya ku gihe, n'iyo byaba ibiryo byoroheje. Ibishyimbo, imboga, imineke n'ibijumba bitanga imbaraga zirambye. Nywa amazi. Jya ukora imyitozo buri munsi: kuzamuka umusozi n'amaguru, gukina umupira n'inshuti cyangwa kubyina mu rugo byose bigabanya umunaniro. Gerageza kuryama ku isaha imwe buri joro, kandi ushyire telefone kure mbere yo kuryama.</p>

<h2>Tuza umutima mu minota ibiri</h2>
<p>Iyo impungenge zizamutse, gerageza uyu mwitozo wo guhumeka. Injiza umwuka buhoro ukoresheje amazuru, ubara kugeza kuri kane. Uwufate akanya gato. Sohora umwuka ukoresheje umunwa, ubara kugeza kuri gatandatu. Bisubiremo inshuro eshanu. Gusohora umwuka buhoro bibwira umubiri wawe ko utekanye. Abanyeshuri benshi bo mu makipe yacu yo ku mashuri bawukoresha mbere gato yo kwinjira mu cyumba cy'ikizamini.</p>

<h2>Bwira umuntu</h2>
<p>Ntugomba kwikorera uyu mutwaro wenyine. Vugana n'umubyeyi, umuvandimwe mukuru, umwarimu, umujyanama w'ishuri cyangwa inshuti. Niba wumva impungenge zawe zikuremereye cyane, cyangwa ufite ibitekerezo byo kwigirira nabi, bwira umuntu mukuru wizeye uyu munsi, umusabe kugufasha kujya ku kigo nderabuzima, cyangwa uhamagare <strong>114</strong>, umurongo w'ubuzima w'u Rwanda utishyurwa, igihe icyo ari cyo cyose. Gusaba ubufasha ni ubutwari n'ubushishozi.</p>

<h2>Ubutumwa ku babyeyi n'abarezi</h2>
<p>Inkunga yanyu ifite agaciro kuruta uko mubitekereza. Mubaze umwana wanyu uko amerewe, atari gusa amasaha yamaze yiga. Murebe ko arya kandi akaruhuka. Mumwibutse ko agaciro ke katari amanota. Uko amanota yaba ameze kose, hari inzira nyinshi zigana ku hazaza heza.</p>

<blockquote>"Amanota afungura imiryango, ariko si yo miryango yonyine." Byavuzwe n'umujyanama mu ngando zacu z'ibiruhuko</blockquote>
`,
    tags: ["ubuzima bwo mu mutwe", "ibizamini", "abanyeshuri", "umuhangayiko", "kwiyitaho"],
    imageAlt: "Igishushanyo cy'umutwe w'umuntu urebwa ku ruhande, urimo uruziga rworoheje n'umurongo w'imiraba utuje",
  },
  {
    of: "Exam Stress Is Real: A Gentle Guide for Students",
    lang: "fr",
    title: "Le stress des examens existe : un guide bienveillant pour les élèves",
    excerpt:
      "Les examens nationaux peuvent donner l'impression que tout se joue en quelques jours. Ces conseils pratiques vous aideront à prendre soin de votre tête et de votre corps pendant vos révisions.",
    content: `
<p>Si vous préparez les examens nationaux, en fin de primaire, en troisième année ou en sixième année du secondaire, vous ressentez sans doute une certaine pression. Votre famille a des espoirs, vos enseignants des attentes, et vous avez peut-être des projets qui semblent dépendre de vos résultats. Avoir le trac est normal. Un peu de stress aide même à se concentrer. Mais quand le stress vous prend le sommeil, l'appétit ou le moral, il est temps de prendre soin de vous.</p>

<h2>Les signes que le stress devient trop fort</h2>
<ul>
  <li>Vous n'arrivez pas à dormir, ou vous vous réveillez la nuit en pensant aux examens</li>
  <li>Vous êtes fatigué en permanence, même après vous être reposé</li>
  <li>Maux de tête, maux de ventre ou cœur qui s'emballe reviennent souvent</li>
  <li>Vous vous sentez découragé, irritable, ou vous voulez éviter tout le monde</li>
  <li>Vous n'arrivez pas à vous concentrer, même assis devant vos cours</li>
</ul>
<p>Ce sont des signaux de votre corps et de votre esprit. Ils ne veulent pas dire que vous êtes faible. Ils veulent dire que vous avez besoin d'un autre équilibre.</p>

<h2>Réviser mieux, pas plus longtemps</h2>
<p>Passer la nuit à réviser n'est pas une preuve de sérieux ; c'est le plus souvent un signe de panique. Votre cerveau range ce que vous avez appris pendant que vous dormez. Essayez plutôt ces habitudes :</p>
<ol>
  <li><strong>Faites un planning simple.</strong> Découpez les matières en petits morceaux et répartissez-les sur les semaines qui précèdent l'examen.</li>
  <li><strong>Travaillez par séances.</strong> Révisez une quarantaine de minutes, puis faites une courte pause pour vous lever, vous étirer ou boire de l'eau.</li>
  <li><strong>Entraînez-vous sur d'anciens sujets.</strong> Des questions familières font moins peur le jour J.</li>
  <li><strong>Révisez avec un ami.</strong> Expliquer une notion à voix haute aide à la retenir, et l'on se sent moins seul.</li>
</ol>

<h2>Prenez soin de votre corps</h2>
<p>Mangez à heures régulières, même simplement. Les haricots, les légumes, les bananes et les patates douces donnent une énergie durable. Buvez de l'eau. Bougez chaque jour : une marche dans la colline, un match de foot entre amis ou quelques pas de danse à la maison font baisser la tension. Essayez de vous coucher à la même heure et rangez votre téléphone avant de dormir.</p>

<h2>Apaiser son esprit en deux minutes</h2>
<p>Quand l'inquiétude monte, essayez cet exercice de respiration. Inspirez lentement par le nez en comptant jusqu'à quatre. Retenez un instant. Expirez par la bouche en comptant jusqu'à six. Recommencez cinq fois. Une expiration plus longue dit à votre corps qu'il est en sécurité. Beaucoup d'élèves de nos clubs scolaires le font juste avant d'entrer dans la salle d'examen.</p>

<h2>Parlez-en</h2>
<p>Vous n'avez pas à porter cela seul. Parlez à un parent, à un grand frère ou une grande sœur, à un enseignant, au conseiller de l'école ou à un ami. Si vos soucis vous semblent trop lourds, ou si vous avez des pensées de vous faire du mal, dites-le aujourd'hui à un adulte de confiance et demandez-lui de vous accompagner au centre de santé, ou appelez le <strong>114</strong>, la ligne santé gratuite du Rwanda, à toute heure. Demander de l'aide, c'est faire preuve de courage et de sagesse.</p>

<h2>Un mot pour les parents et les tuteurs</h2>
<p>Vos encouragements comptent plus que vous ne le pensez. Demandez à votre enfant comment il se sent, pas seulement combien il a révisé. Veillez à ce qu'il mange et se repose. Rappelez-lui que sa valeur ne se résume pas à une note. Quels que soient les résultats, bien des chemins mènent à un bel avenir.</p>

<blockquote>« Les résultats ouvrent des portes, mais ce ne sont pas les seules portes. » Les mots d'un mentor lors de l'un de nos camps de vacances</blockquote>
`,
    tags: ["santé mentale", "examens", "élèves", "stress", "prendre soin de soi"],
    imageAlt: "Dessin d'une tête de profil, avec des cercles doux et une ligne ondulée apaisée à l'intérieur",
  },
];
