import type { ReachStrings } from "../en/reach";

export const reach: ReachStrings = {
  quickExit: "Sohoka vuba",
  quickExitHint: "Bigukura kuri uru rubuga ako kanya bikujyana kuri Google. Gukanda Esc kabiri bikora kimwe.",
};
