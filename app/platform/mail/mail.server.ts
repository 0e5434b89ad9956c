/**
 * Mail, in one import: the templates, and the outbox every message goes through (queued in the caller's
 * transaction, sent by the "mail" job). Nothing sends directly: see mail-outbox.server.ts for why.
 */
export { sender, verificationMail, resetPasswordMail, welcomeMail, type OutgoingMail } from "./templates.server";
export { enqueueMail, deliverMailSoon, type MailKind } from "./outbox.server";
export { outboxDir } from "./transport.server";
