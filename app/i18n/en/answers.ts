/** What the asker receives: the answer by e-mail, in their language (issue 26). */
export const answers = {
  mail: {
    // Discreet on purpose: the subject and first lines may show on a shared phone's lock screen.
    subject: (org: string) => `An answer from ${org}`,
    hello: "Hello,",
    intro: (org: string) => `You asked ${org} a question. Here is our answer.`,
    yourQuestion: "Your question, as we understood it:",
    answer: "Our answer:",
    helpLines: "If you are in danger now, or need to talk to someone, these lines can help:",
    privacy:
      "We have removed your e-mail address from our records now that this answer is on its way. You can ask another question at any time:",
    askAgain: "Ask another question",
  },
};
export type AnswersStrings = typeof answers;
