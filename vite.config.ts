import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: { external: ["better-sqlite3", "sharp"] },
  // The public pages' enhancement module (app/enhance) is imported with ?url: it must stay a file of its own,
  // never a data: URL (the static pages' CSP allows scripts from 'self' only).
  build: { assetsInlineLimit: (file) => (file.endsWith(".js") ? false : undefined) },
});
