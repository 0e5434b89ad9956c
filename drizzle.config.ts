import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./app/domain/platform/schema.ts",
  out: "./drizzle",
});
