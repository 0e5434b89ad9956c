/**
 * The server's messages that visitors can see, on the public pages and the account screens (the admin area and the
 * API's own messages stay in English where they are written): SPEC §8's errors and toasts, the refusals of the
 * domain layer and the validation messages of the shared zod schemas. Each has a stable key; the domain and the
 * schemas produce the English text from it with `msg(key, params)` (i18n/message.ts), and the pages find the key
 * again from that text to show it in their language, so rewording an English text here keeps its translations.
 * The English of SPEC §8 is the API's contract: change it only with the spec. {name} is a value the server fills in.
 */
export const messages = {
  // Signing up, logging in and verifying an e-mail address
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  loginToVerify: "Please log in to verify your email address",
  alreadyVerified: "Your email address is already verified",
  wrongCode: "Invalid verification code",
  codeExpired: "This code has expired. Please ask for a new code.",
  codeAttemptsUsed: "Too many wrong attempts. Please ask for a new code.",
  codeSent: "A new code has been sent to your email address.",
  emailVerified: "Email verified successfully",
  loggedOut: "You have been logged out",
  resetLinkSent: "If an account exists for {email}, you will receive a password reset link shortly.",
  resetLinkInvalid: "This password reset link is invalid or has expired",
  resetDoneRedirecting: "Password reset successfully, redirecting to login page...",
  resetDone: "Password reset successfully",

  // Rate limits
  tooManyAttemptsMinute: "Too many attempts. Please try again in a minute.",
  tooManyAttemptsMinutes: "Too many attempts. Please try again in {minutes} minutes.",

  // Form fields (the shared validation rules)
  emailRequired: "Email is required",
  emailTooLong: "Email is too long",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least {min} characters",
  passwordTooLong: "Password is too long: at most {max} bytes (fewer characters if you use accents or emoji)",
  passwordsDoNotMatch: "Passwords do not match",
  fullNameRequired: "Full name is required",
  nameRequired: "Name is required",
  nameTooLong: "Name is too long ({max} characters at most)",
  codeFormat: "Enter the {digits}-digit code",
  subjectRequired: "Subject is required",
  subjectTooLong: "Subject is too long ({max} characters at most)",
  messageRequired: "Message is required",
  messageTooLong: "Message is too long ({max} characters at most)",
  messageTypeRequired: "Choose a message type",

  // The account page
  currentPasswordRequired: "Enter your current password",
  passwordToConfirm: "Enter your password to confirm",
  wrongPassword: "That password is not right",
  nameUpdated: "Your name has been updated",
  passwordChanged: "Your password has been changed; other devices are signed out",
  accountDeleted: "Your account has been deleted",
  lastAdmin: "You are the last admin: make someone else an admin before deleting your account",

  // Who may do what, and forms that cannot be read
  notAuthenticated: "Not authenticated",
  verifyEmailFirst: "Please verify your email first",
  forbidden: "You do not have permission to do that",
  unknownAction: "Unknown action",
  resubmitForm: "Please submit the form again",
  formTooLarge: "What you sent is too large",
  storageUnavailable:
    "We cannot save changes right now because the server is short of storage. Nothing was saved; please try again later.",
  databaseBusy: "We cannot save changes right now. Nothing was saved; please try again in a minute.",
  pageNotFound: "That page does not exist; here is the home page",

  // The contact form
  loginToSend: "Please login to send a message",
  verifyToSend: "Please verify your email address before sending a message",
  tooManyMessages: "You have sent several messages in the last hour. Please try again later.",
  messageSent: "Message sent successfully! We'll get back to you soon.",

  // Posts, likes and sharing
  loginToLike: "Please login to like this post",
  verifyToLike: "Please verify your email address to like posts",
  blogPostNotFound: "Blog post not found",
  postNotFound: "Post not found",
  likeFailed: "Failed to like post",
  postLiked: "Post liked!",
  likeRemoved: "Removed like",
  linkCopied: "Link copied to clipboard!",
  copyFailed: "Failed to copy link",
  sharingNotSupported: "Sharing not supported",

  // New posts by e-mail
  tooManySubscriptions: "Too many subscriptions from here. Please try again later.",
  verifyToSubscribe: "Please verify your email address before subscribing",

  // Campaigns (issue 25; campaigns work adds its messages below this line)
  campaignsForbidden: "You do not have permission to manage campaigns",
  campaignNotFound: "Campaign not found",
  campaignHasGifts: "This campaign has gifts: close it instead of deleting it",

  // Paying with MoMo (issue 25; MoMo work adds its messages below this line)
  momoUnavailable: "Paying online is not available at the moment. Nothing was charged.",
  momoPhoneInvalid: "Enter an MTN Rwanda number, such as 078 123 4567",
  momoAmountInvalid: "Enter the amount in whole Rwandan francs, digits only (for example 5000)",
  momoAmountTooSmall: "The smallest gift online is {min} RWF",
  momoAmountTooLarge: "The largest gift online is {max} RWF",
  momoNameTooLong: "Name is too long (100 characters at most)",
  momoCampaignUnknown: "This campaign does not take gifts at the moment",
  momoTooManyPhone:
    "Several payment requests were sent to this number recently. Please wait a while before trying again.",
  momoTooManyClient: "Too many payment requests from here. Please try again later.",
  momoAlreadyWaiting:
    "A payment to this number is already waiting for approval. Approve or decline it on the phone; you can try again once it has ended.",
  momoPaymentNotFound: "This payment link is not valid.",

  // Gifts by transfer and receipts (issue 25; gifts work adds its messages below this line)
  giftAmountRequired: "Enter the amount you gave",
  giftAmountWhole: "Enter the amount in whole Rwandan francs, without decimals",
  giftAmountTooLarge: "That amount is too large: write to us instead",
  giftMethodRequired: "Choose how you gave",
  giftDateRequired: "Enter the date you gave",
  giftDateFuture: "The date cannot be in the future",
  giftReferenceRequired: "Enter the reference of your transfer",
  giftReferenceTooLong: "The reference is too long ({max} characters at most)",
  giftCampaignUnknown: "Choose one of the campaigns listed",
  giftThanks: "Thank you! Our team will confirm your gift; a receipt follows by e-mail.",
  tooManyGifts: "Too many gifts told from here. Please try again later.",
  giftReasonRequired: "Give a reason",
  giftAmountAmbiguous:
    "We could not be sure of this amount: write it in whole numbers, such as 5000 or 5.000 (thousands in groups of three, no decimals)",
  giftCurrencyUnknown: "Choose one of the currencies listed",
  // Asking anonymously (issue 26; the ask work adds its messages below this line)
  questionRequired: "Write your question",
  questionTooLong: "Your question is too long ({max} characters at most)",
  topicRequired: "Choose the topic closest to your question",
  ageRangeInvalid: "Choose an age range from the list, or leave it empty",
  answerWayRequired: "Choose how you want the answer",
  askEmailRequired: "Enter the e-mail address the answer should go to, or choose another way",
  tooManyQuestions: "You have sent several questions in the last hour. Please try again later.",
  privateCodeNotFound: "This code does not open an answer. Check it and try again.",
  dangerNowInvalid: "Answer yes or no, or leave it empty",
  askFormInvalid: "This form cannot be sent any more. Open the page again and send your question.",

  // Answering questions (issue 26; the staff work adds its messages below this line)
  questionNotFound: "Question not found",
  questionStateChanged: "This question is {status} now; reload the page to see its current state",
  questionWrongWay: "The asker chose another way of answer: {way}",
  questionAnswerRequired: "Write the answer first",
  questionAnswerTooLong: "The answer is too long ({max} characters at most)",
  questionPublicRequired: "Write the question as it will be published",
  questionPublicTooLong: "The question for publication is too long ({max} characters at most)",
  questionReasonRequired: "Give a reason for declining (only staff see it)",
  questionNoteRequired: "Write a note for the person who answered",
  questionNoteTooLong: "Keep the note or reason to {max} characters at most",
  questionSecondReader: "The second reader must be someone else than the person who asked for the review",
  questionNoEmail: "There is no e-mail address to send the answer to any more",
  questionCodeGone: "The private code has expired: the asker can no longer read an answer",
  questionUnknownAction: "This step is not known: reload the question and try again",

  // The library of questions (issue 26; the library work adds its messages below this line)
  libraryQuestionNotFound: "This question is not in the library",
  // Issue 35: the data saver's switch says what it did
  dataSaverTurnedOn: "Data saver on: pictures load only when you tap them.",
  dataSaverTurnedOff: "Data saver off: pictures load as usual.",
} as const;
export type MessageKey = keyof typeof messages;
export type MessageStrings = Record<MessageKey, string>;
