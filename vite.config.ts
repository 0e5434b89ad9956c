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

/** The server build's entry: the Express app around the React Router build (docs/decisions/037). */
const SERVER_APP = "./app/http-server/app.server.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), stripModuleComments()],
  resolve: { tsconfigPaths: true },
  ssr: { external: ["better-sqlite3", "sharp"] },
  build: {
    // The public pages' enhancement module (app/enhance) is imported with ?url: it must stay a file of its own,
    // never a data: URL (the static pages' CSP allows scripts from 'self' only).
    assetsInlineLimit: (file) => (file.endsWith(".js") ? false : undefined),
    // build/server/index.js is the server (it imports the React Router build), as in React Router's
    // node-custom-server template; the launcher, scripts/serve.mjs, loads it.
    rollupOptions: isSsrBuild ? { input: SERVER_APP } : undefined,
  },
}));
