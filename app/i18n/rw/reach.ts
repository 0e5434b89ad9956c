import type { ReachStrings } from "../en/reach";

export const reach: ReachStrings = {
  placeholder: "",
};
