import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { stripComments } from "./app/enhance/strip-comments";

/**
 * The enhancement module's comments are for this repository, not for every phone (issue 27: it and the service
 * worker share an 8 KB gzip budget): its comments and JSDoc types are left out of the copy in /assets
 * (app/enhance/strip-comments.ts). Its name keeps the
 * hash of the commented source, which changes whenever the code does.
 */
const stripModuleComments = (): Plugin => ({
  name: "strip-enhance-comments",
  apply: "build",
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle))
      if (file.type === "asset" && /^assets\/public-enhance-[\w-]+\.js$/.test(file.fileName))
        file.source = stripComments(String(file.source));
  },
});

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), stripModuleComments()],
  resolve: { tsconfigPaths: true },
  ssr: { external: ["better-sqlite3", "sharp"] },
  // The public pages' enhancement module (app/enhance) is imported with ?url: it must stay a file of its own,
  // never a data: URL (the static pages' CSP allows scripts from 'self' only).
  build: { assetsInlineLimit: (file) => (file.endsWith(".js") ? false : undefined) },
});
