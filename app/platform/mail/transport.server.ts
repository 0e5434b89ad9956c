import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "~/platform/ops/env.server";
import { log } from "~/platform/ops/log.server";
import { sender, type OutgoingMail } from "./layout.server";

export const outboxDir = () => path.join(env.DATA_DIR, "outbox");

/**
 * Short limits, so a mail server that refuses, never greets or stalls mid-conversation costs the worker seconds,
 * never minutes. A whole message also has a hard deadline: a server that trickles a byte now and then would
 * otherwise keep the inactivity timer from ever firing.
 */
export const mailTimeoutMs = () => env.MAIL_TIMEOUT_SECONDS * 1000;
export const messageDeadlineMs = () => 3 * mailTimeoutMs();

export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/** Why a send failed, kept short for the admin list (never the message body). */
export function failureText(error: unknown) {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const text = [e.code, e.responseCode, e.message ?? String(error)].filter(Boolean).join(" ");
  return text.replace(/\s+/g, " ").slice(0, 300);
}

/** A refusal no retry can change (the server answered 5xx: no such mailbox, relaying denied, …). */
export const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

/** The mail server itself is unreachable or silent, not one message: the rest of the queue waits for the next poll. */
export const isServerDown = (error: unknown) =>
  ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "EDEADLINE"].includes(
    (error as { code?: string }).code ?? "",
  );

function withDeadline<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(Object.assign(new Error(`no answer within ${ms / 1000} s`), { code: "EDEADLINE" }));
    }, ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** SMTP (SMTP_URL) with the short limits; one connection per message, so one stuck message never blocks the next. */
function smtpTransport(url: string): MailTransport {
  const timeout = mailTimeoutMs();
  const options = {
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  };
  return {
    async send(mail) {
      const transport = nodemailer.createTransport(options);
      try {
        await withDeadline(transport.sendMail({ from: sender(), ...mail }), messageDeadlineMs(), () =>
          transport.close(),
        );
      } finally {
        transport.close();
      }
    },
  };
}

let fileSeq = 0;

/** Without SMTP_URL (local use, unit tests): nodemailer builds the message and it is kept as a .eml file. */
function fileTransport(): MailTransport {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await stream.sendMail({ from: sender(), ...mail });
      await fs.mkdir(outboxDir(), { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
      // Sortable by time, then by the order of sending within one millisecond; the random part keeps processes apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const seq = String(++fileSeq % 1e6).padStart(6, "0");
      const file = path.join(outboxDir(), `${stamp}-${seq}-${randomBytes(3).toString("hex")}-${safeTo}.eml`);
      // Written whole, then named: a reader of the folder never sees a message half written.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      log.info({ file }, "no SMTP_URL: mail written to a file");
    },
  };
}

export const openTransport = (): MailTransport => (env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport());
