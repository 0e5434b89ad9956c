// Starts the whole stack for the end-to-end tests: an SMTP sink (smtp-server) that keeps every mail,
// a tiny HTTP view of that mailbox for the tests, and the real production server on a fresh DATA_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

const { E2E_DATA_DIR, E2E_PORT, E2E_SMTP_PORT, E2E_MAILBOX_PORT } = process.env;
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_DATA_DIR, { recursive: true });

const mails = [];
const newSmtp = () =>
  new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // "down" must not wait 30 s for a connection that is still open.
    closeTimeout: 500,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: mail.from?.text ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            // Raw header lines by lower-case name (List-Unsubscribe and the like).
            headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()])),
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    },
  });

// The sink's state, switched by the tests (POST /smtp/up, /smtp/down, /smtp/silent): "up" receives mail; "down" has no
// listener, so connections are refused; "silent" accepts connections and never says a word (no greeting).
let smtp = null;
let silent = null;
const silentSockets = new Set();
let smtpMode = "down";
async function setSmtpMode(mode) {
  if (smtp) await new Promise((resolve) => smtp.close(resolve));
  if (silent) {
    for (const socket of silentSockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
  smtp = silent = null;
  if (mode === "up") {
    smtp = newSmtp();
    await new Promise((resolve) => smtp.listen(Number(E2E_SMTP_PORT), "127.0.0.1", resolve));
  } else if (mode === "silent") {
    silent = net.createServer((socket) => {
      silentSockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => silentSockets.delete(socket));
    });
    await new Promise((resolve) => silent.listen(Number(E2E_SMTP_PORT), "127.0.0.1", resolve));
  }
  smtpMode = mode;
}
await setSmtpMode("up");

http
  .createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    res.setHeader("content-type", "application/json");
    const switchTo = req.method === "POST" && url.pathname.match(/^\/smtp\/(up|down|silent)$/)?.[1];
    if (switchTo) {
      setSmtpMode(switchTo).then(
        () => res.end(JSON.stringify({ smtp: smtpMode })),
        (error) => {
          res.statusCode = 500;
          res.end(JSON.stringify({ error: String(error) }));
        },
      );
      return;
    }
    const to = url.searchParams.get("to")?.toLowerCase();
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
    // The server's clock is UTC, two hours behind the site's (Kigali): a time shown on the machine's clock shows.
    TZ: "UTC",
  },
});
// The temporary data directory goes with the run.
let stopping = false;
const stop = () => {
  stopping = true;
  server.kill("SIGTERM");
  smtp?.close();
  silent?.close();
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
