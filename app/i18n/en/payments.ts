/** Paying with MTN MoMo from the page (issue 25). */
export const payments = {
  /** The text MTN shows on the donor's phone with the request to pay (160 characters at most). */
  prompt: (org: string) => `Gift to ${org}`,
  form: {
    title: "Pay with MTN MoMo",
    intro: "We send a payment request to your phone. You approve it with your MoMo PIN: nothing is taken before that.",
    phone: "MTN MoMo number",
    phoneHint: "The number that will receive the request, such as 078 123 4567",
    amount: "Amount (RWF)",
    amountHint: (min: string, max: string) => `Whole Rwandan francs, digits only: from ${min} to ${max}`,
    name: "Your name (optional)",
    email: "Your e-mail (optional, for a receipt)",
    showName: "Show my name on the list of donors",
    submit: "Pay with MTN MoMo",
    sending: "Sending the request…",
    unavailable: "Paying online is not available at the moment: use one of the other ways to give below.",
  },
  status: {
    metaTitle: "Your MoMo payment",
    pendingTitle: "Approve the payment on your phone",
    pendingText: (amount: string, phone: string) =>
      `A request for ${amount} was sent to ${phone}. Open the MTN MoMo prompt on your phone (or dial *182*7*1#) and approve it with your PIN.`,
    pendingRefresh: (seconds: number) => `This page checks again by itself every ${seconds} seconds.`,
    sendingText: (amount: string, phone: string) =>
      `We are sending a request for ${amount} to ${phone}. When the MTN MoMo prompt appears on your phone (or dial *182*7*1#), approve it with your PIN.`,
    unconfirmedTitle: "Your payment is not confirmed yet",
    unconfirmedText: (amount: string, phone: string) =>
      `MTN MoMo has not yet confirmed our request for ${amount} to ${phone}. It may still reach your phone: if a prompt appears, approve it. This page keeps asking MTN and will show how it ends.`,
    doNotPayAgain:
      "Please do not pay again: this payment is still being followed, and a second one could charge you twice.",
    checkAgain: "Check again",
    amount: "Amount",
    number: "Number",
    successTitle: "Thank you!",
    successText: (amount: string) => `Your gift of ${amount} has been received. It makes our work possible.`,
    receiptNote: "A receipt is on its way to your e-mail.",
    failedTitle: "The payment did not go through",
    expiredTitle: "The payment request has expired",
    nothingCharged: "Nothing was charged.",
    tryAgain: "Try again",
    backToGive: "Other ways to give",
    reasons: {
      expired: "The request was not approved in time.",
      rejected: "The payment was declined on the phone.",
      funds: "There was not enough money on the MoMo account.",
      payer: "This number does not have an MTN MoMo account.",
      unavailable: "MTN MoMo could not be reached.",
      neverSent: "The request never reached MTN MoMo.",
      other: "MTN MoMo did not complete the payment.",
    },
  },
};
export type PaymentsStrings = typeof payments;
