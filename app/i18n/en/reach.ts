/** The quick exit on pages about violence and sexual health (issue 17): leave at once for a neutral site. */
export const reach = {
  quickExit: "Quick exit",
  quickExitHint: "Leaves this site at once for Google. Pressing Esc twice does the same.",
};
export type ReachStrings = typeof reach;
