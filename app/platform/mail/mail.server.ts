/**
 * Mail, in one import: the layout and sender, and the outbox every message goes through (queued in the caller's
 * transaction, sent by the "mail" job). Nothing sends directly: see outbox.server.ts for why.
 */
export { sender, type OutgoingMail } from "./layout.server";
export { enqueueMail, deliverMailSoon, type MailKind } from "./outbox.server";
export { outboxDir } from "./transport.server";
