import type { ReachStrings } from "../en/reach";

export const reach: ReachStrings = {
  quickExit: "Sortie rapide",
  quickExitHint: "Quitte ce site immédiatement pour Google. Appuyer deux fois sur Échap fait de même.",
};
