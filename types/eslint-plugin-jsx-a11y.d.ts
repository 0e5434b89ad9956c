// eslint-plugin-jsx-a11y ships no types (6.10): what eslint.config.js uses of it, for the checker (issue 36).
declare module "eslint-plugin-jsx-a11y" {
  import type { Linter } from "eslint";

  const plugin: { flatConfigs: { recommended: Linter.Config; strict: Linter.Config } };
  export default plugin;
}
