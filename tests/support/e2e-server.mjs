// Starts the whole stack for the end-to-end tests: an SMTP sink (smtp-server) that keeps every mail,
// a tiny HTTP view of that mailbox for the tests, and the real production server on a fresh DATA_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

const { E2E_DATA_DIR, E2E_PORT, E2E_SMTP_PORT, E2E_MAILBOX_PORT } = process.env;
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_DATA_DIR, { recursive: true });

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: mail.from?.text ?? "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          at: Date.now(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(Number(E2E_SMTP_PORT), "127.0.0.1");

http
  .createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    const to = url.searchParams.get("to")?.toLowerCase();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
  })
  .listen(Number(E2E_MAILBOX_PORT), "127.0.0.1");

const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    // Local mode: the README's demo accounts exist (the specs sign in with them); test hooks allowed.
    APP_MODE: "local",
    PORT: E2E_PORT,
    DATA_DIR: E2E_DATA_DIR,
    APP_URL: `http://localhost:${E2E_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    SESSION_SECRET: "e2e-secret-0123456789abcdef",
    SEED_DEMO: "true",
    TRUST_PROXY: "true",
    E2E_ERROR_ROUTE: "true",
  },
});
// The temporary data directory goes with the run.
let stopping = false;
const stop = () => {
  stopping = true;
  server.kill("SIGTERM");
  smtp.close();
  server.once("exit", () => {
    fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  if (!stopping) process.exit(code ?? 1);
});
