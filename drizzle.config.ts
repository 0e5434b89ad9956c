import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./app/domain/schema.ts",
  out: "./drizzle",
});
