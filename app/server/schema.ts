// Relative imports only: drizzle-kit reads the schema files without the app's path aliases.
/**
 * Every table, for drizzle-kit (drizzle.config.ts) and for tests that look at the whole database. The app itself
 * imports each table from the room that owns it.
 */
export * from "../platform/http/schema";
export * from "../platform/jobs/schema";
export * from "../platform/mail/schema";
export * from "../domain/people/schema";
export * from "../domain/auth/schema";
export * from "../domain/media/schema";
export * from "../domain/blog/schema";
export * from "../domain/audit/schema";
export * from "../domain/settings/schema";
export * from "../domain/newsletter/schema";
export * from "../domain/giving/schema";
export * from "../domain/questions/schema";
export * from "../domain/events/schema";
export * from "../domain/reports/schema";
export * from "../domain/sms/schema";
