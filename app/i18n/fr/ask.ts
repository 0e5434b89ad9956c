import type { AskStrings } from "~/i18n/en/ask";

export const ask: AskStrings = {
  title: "Poser une question",
  subtitle:
    "Sur la sexualité, votre corps, vos émotions, les relations ou la violence : posez votre question sans compte et sans votre nom. Une équipe formée y répond.",
  metaDescription: (org: string) =>
    `Posez à ${org} une question sur la santé sexuelle et mentale, anonymement : sans compte, sans nom. Une équipe formée répond.`,
  emergency: {
    title: "Pas pour les urgences",
    text: "Nous répondons en quelques jours. Si vous ou quelqu'un d'autre êtes en danger maintenant, appelez l'une de ces lignes gratuites :",
  },
  form: {
    title: "Posez-nous votre question",
    dangerNow: {
      legend: "Est-ce que vous ou quelqu'un d'autre êtes en danger ou subissez des violences en ce moment ?",
      hint: "Si vous répondez oui, nous vous montrons tout de suite des lignes d'aide gratuites, et notre équipe lit votre question en premier.",
      yes: "Oui",
      no: "Non",
    },
    question: "Votre question",
    questionHint: (max: string) =>
      `Jusqu'à ${max} caractères. N'écrivez pas votre nom, votre école, un numéro de téléphone ni rien qui pourrait montrer qui vous êtes, vous ou d'autres personnes.`,
    topic: "Thème",
    chooseTopic: "Choisissez un thème",
    topics: {
      "sexual-health": "Santé sexuelle et reproductive",
      "mental-health": "Santé mentale",
      relationships: "Relations",
      "gender-based-violence": "Violences basées sur le genre",
      "body-puberty": "Corps et puberté",
      other: "Autre",
    },
    ageRange: "Votre âge (facultatif)",
    noAge: "Je préfère ne pas le dire",
    ageRanges: {
      "under-15": "Moins de 15 ans",
      "15-17": "15 à 17 ans",
      "18-24": "18 à 24 ans",
      "25-plus": "25 ans ou plus",
    },
    way: "Comment voulez-vous recevoir la réponse ?",
    ways: {
      library: "Dans la bibliothèque publique",
      private: "En privé, avec un code",
      email: "Par e-mail",
    },
    wayHints: {
      library:
        "Nous publions votre question avec sa réponse sur ce site, pour qu'elle aide aussi d'autres personnes. Nous la modifions d'abord pour que rien ne montre qui vous êtes.",
      private:
        "Après l'envoi, vous recevez un code. Avec lui, vous seul·e pouvez lire la réponse ici. Rien n'est publié.",
      email: "Nous envoyons la réponse à votre adresse e-mail, puis nous effaçons l'adresse. Rien n'est publié.",
    },
    email: "Votre adresse e-mail (seulement pour une réponse par e-mail)",
    send: "Envoyer ma question",
    sending: "Envoi…",
    errorsTitle: "Vérifiez le formulaire",
  },
  about: {
    title: "Ce que devient votre question",
    who: "Seule notre équipe formée (les éditeurs) la lit. Nous ne demandons jamais qui vous êtes et nous ne gardons pas votre adresse internet.",
    kept: "Nous gardons votre question telle que vous l'avez écrite jusqu'à 30 jours après que la réponse a été publiée, envoyée ou lue, et 90 jours au plus si nous ne pouvons pas y répondre. Ensuite nous l'effaçons ; seule reste la version modifiée et publique d'une réponse de la bibliothèque.",
    email: "Si vous choisissez l'e-mail, nous effaçons votre adresse dès que la réponse est envoyée.",
    noCookie: "Cette page ne dépose aucun cookie et n'utilise rien d'autres entreprises.",
    dataRights:
      "« Exporter mes données » et « Supprimer mes données » ne s'appliquent pas ici : rien ne relie une question à vous, nous ne pourrions donc pas retrouver la vôtre parmi les autres.",
    library: "Lire les questions posées par d'autres",
  },
  sent: {
    title: "Merci, votre question a été envoyée",
    repeated: {
      title: "Nous avons déjà votre question",
      text: "Cette page a été envoyée à nouveau, mais nous ne gardons votre question qu'une fois : rien de plus n'a été envoyé.",
      codeAgain: "Voici de nouveau son code privé. Notez-le maintenant.",
      codeGone:
        "Pour votre sécurité, nous ne montrons le code privé que dans les minutes qui suivent votre question, et nous ne pouvons plus l'afficher. Si vous ne l'avez pas noté, posez à nouveau votre question : vous recevrez un nouveau code.",
    },
    library:
      "Quand la réponse sera prête, nous la publierons dans la bibliothèque des questions, modifiée pour que rien ne montre qui vous êtes. Cela prend en général quelques jours.",
    email:
      "Nous enverrons la réponse à l'adresse e-mail que vous avez donnée, en général en quelques jours, puis nous effacerons l'adresse.",
    codeTitle: "Votre code privé",
    codeIntro:
      "Notez ce code maintenant. Il n'est affiché que cette fois, et nous ne pourrons pas le retrouver pour vous.",
    codeLabel: "Code privé",
    copyCode: "Copier le code",
    link: "Ou gardez ce lien, qui ouvre votre réponse :",
    codeAdvice:
      "Toute personne qui a le code peut lire la réponse. Sur un téléphone partagé, écrivez le code sur papier plutôt que d'enregistrer le lien.",
    codeWhere:
      "Quand la réponse sera prête, en général en quelques jours, saisissez le code sur la page « Lire ma réponse ».",
    readAnswer: "Lire ma réponse",
    askAnother: "Poser une autre question",
    browse: "Lire la bibliothèque des questions",
  },
  danger: {
    title: "Vous n'avez pas à affronter cela seul·e",
    text: "Ce que vous avez écrit semble grave. Notre équipe le lira en premier. Si vous êtes en danger maintenant, appelez l'une de ces lignes gratuites, de jour comme de nuit :",
    saidText:
      "Vous nous avez dit que vous ou quelqu'un d'autre êtes en danger ou subissez des violences en ce moment. Notre équipe lira votre question en premier. Appelez maintenant l'une de ces lignes gratuites, de jour comme de nuit :",
    isange:
      "Les centres Isange One Stop, dans les hôpitaux de tout le Rwanda, offrent une aide médicale, psychologique et juridique gratuite après des violences.",
  },
  answer: {
    title: "Lire ma réponse",
    metaDescription: "Lisez avec votre code la réponse à une question posée en privé.",
    intro: "Saisissez le code privé que vous avez reçu en posant votre question.",
    code: "Votre code privé",
    codeHint: "16 lettres et chiffres, par exemple K7QM-2XHD-9PWA-RT3C. Les tirets et les espaces ne comptent pas.",
    open: "Afficher ma réponse",
    opening: "Ouverture…",
    yourQuestion: "Votre question",
    ourAnswer: "Notre réponse",
    asked: (date: string) => `Posée le ${date}`,
    answered: (date: string) => `Répondue le ${date}`,
    waitingTitle: "Votre réponse n'est pas encore prête",
    waitingText: "Notre équipe a bien votre question. Revenez dans quelques jours avec le même code.",
    declinedTitle: "Nous n'avons pas pu répondre à cette question ici",
    declinedText:
      "Nous sommes désolés : nous ne pouvons pas répondre à cette question sur ce site. Si vous avez besoin de parler à quelqu'un, les lignes gratuites ci-dessous peuvent vous aider.",
    kept: "Lisez-la bientôt : environ 30 jours après que la réponse est prête ou a été ouverte pour la première fois, nous l'effaçons et le code ne fonctionne plus.",
    help: {
      title: "Une aide gratuite, de jour comme de nuit",
      text: "Si vous ou quelqu'un d'autre êtes en danger ou subissez des violences, n'attendez pas notre réponse : appelez l'une de ces lignes gratuites.",
    },
    askAnother: "Poser une autre question",
  },
  links: {
    readAnswer: "Lire ma réponse",
    readAnswerHint: "Question posée en privé ? Lisez votre réponse avec votre code.",
    footer: "Poser une question",
    helpBox: "Vous pouvez aussi nous poser une question anonymement.",
    contact: "Une question personnelle sur la santé sexuelle ou mentale ? Posez-la anonymement, sans compte.",
    programs: "Poser une question anonymement",
  },
};
