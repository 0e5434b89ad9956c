// @ts-check
// The one SMTP sink of the tests and scripts: smtp-server receives, mailparser reads, and every mail is kept
// (recipients, sender, subject, text, HTML, raw headers). Used by the end-to-end stack (with its mailbox view over
// HTTP), the mail-outbox spec and unit test, and the load and crash tests.
//
// Its mode can be switched as the outbox's tests need: "up" receives; "down" has no listener, so connections are
// refused; "silent" accepts connections and never says a word (no greeting). `rejectRecipient` refuses chosen
// addresses with a 550 ("no such mailbox"), a permanent refusal.
import { EventEmitter } from "node:events";
import http from "node:http";
import net from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** @typedef {"up" | "down" | "silent"} SinkMode */
/** @typedef {{ filename: string, contentType: string, content: string, cid?: string }} SinkAttachment */
/** @typedef {{ to: string[], from: string, subject: string, text: string, html: string, headers: Record<string, string>, attachments: SinkAttachment[], at: number }} SinkMail */

const CODE = /\b(\d{6})\b/;

/**
 * @param {net.Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>} the port it listens on
 */
const listening = (server, port, host) =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(/** @type {net.AddressInfo} */ (server.address()).port);
    });
  });

/** A free port for a sink that starts "down" (nothing listens yet, but its URL must be known). */
/** @param {string} host */
async function freePort(host) {
  const probe = net.createServer();
  const port = await listening(probe, 0, host);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * @param {object} [options]
 * @param {number} [options.port] 0 (default): any free port, kept across mode switches
 * @param {string} [options.host]
 * @param {SinkMode} [options.mode] the first mode ("up")
 * @param {number} [options.closeTimeout] how long "down" waits for open connections before cutting them (ms)
 * @param {(address: string) => boolean} [options.rejectRecipient] addresses refused with a 550
 */
export async function startSmtpSink({
  port = 0,
  host = "127.0.0.1",
  mode = "up",
  closeTimeout = 500,
  rejectRecipient = () => false,
} = {}) {
  /** @type {SinkMail[]} */
  const mails = [];
  const arrived = new EventEmitter();
  arrived.setMaxListeners(0);
  let dropped = 0;
  let current = /** @type {SinkMode} */ ("down");
  /** @type {SMTPServer | null} */
  let smtp = null;
  /** @type {net.Server | null} */
  let silent = null;
  const silentSockets = new Set();
  const views = new Set();
  let boundPort = port || (await freePort(host));

  const newSmtp = () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout,
      onRcptTo(address, _session, callback) {
        if (rejectRecipient(address.address))
          return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            mails.push({
              to,
              from: mail.from?.text ?? "",
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              // Raw header lines by lower-case name (List-Unsubscribe and the like).
              headers: Object.fromEntries(
                mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()]),
              ),
              // Files sent with it (an .ics as text, an image as base64), as a client would save them.
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? "",
                contentType: a.contentType,
                content: /^text\//.test(a.contentType) ? a.content.toString("utf8") : a.content.toString("base64"),
                ...(a.cid ? { cid: a.cid } : {}),
              })),
              at: Date.now(),
            });
            for (const address of to) arrived.emit(address);
            callback();
          })
          .catch(callback);
      },
    });
    // A connection cut off mid-message (the crash test kills the server while it sends) is not the sink's failure.
    server.on("error", () => dropped++);
    return server;
  };

  /** @param {SinkMode} next */
  async function setMode(next) {
    const [wasSmtp, wasSilent] = [smtp, silent];
    if (wasSmtp) await new Promise((resolve) => wasSmtp.close(() => resolve(undefined)));
    if (wasSilent) {
      for (const socket of silentSockets) socket.destroy();
      await new Promise((resolve) => wasSilent.close(() => resolve(undefined)));
    }
    smtp = silent = null;
    if (next === "up") {
      smtp = newSmtp();
      boundPort = await listening(smtp.server, boundPort, host);
    } else if (next === "silent") {
      silent = net.createServer((socket) => {
        silentSockets.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => silentSockets.delete(socket));
      });
      boundPort = await listening(silent, boundPort, host);
    }
    current = next;
  }
  await setMode(mode);

  /** @param {string} [to] */
  const mailsTo = (to) => (to ? mails.filter((m) => m.to.includes(to.toLowerCase())) : [...mails]);

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://${host}:${boundPort}`;
    },
    mode: () => current,
    setMode,
    /** Every mail kept, or those to one address, oldest first. */
    mails: mailsTo,
    mailCount: () => mails.length,
    clear: () => void (mails.length = 0),
    droppedConnections: () => dropped,
    /**
     * The six-digit code in the newest mail to `to` that has one, waiting up to `timeoutMs` for it; null when none
     * came.
     * @param {string} to
     * @param {number} timeoutMs
     * @returns {Promise<string | null>}
     */
    waitForCode(to, timeoutMs) {
      const address = to.toLowerCase();
      const now = () => {
        for (const mail of mailsTo(address).reverse()) {
          const code = CODE.exec(mail.text)?.[1];
          if (code) return code;
        }
        return null;
      };
      if (now() || timeoutMs <= 0) return Promise.resolve(now());
      return new Promise((resolve) => {
        const check = () => {
          if (now()) done();
        };
        const done = () => {
          clearTimeout(timer);
          arrived.off(address, check);
          resolve(now());
        };
        const timer = setTimeout(done, timeoutMs);
        arrived.on(address, check);
      });
    },
    /**
     * The mailbox over HTTP for test processes that do not hold the sink: GET /?to=<address> lists mails as JSON,
     * POST /smtp/up|down|silent switches the mode.
     * @param {number} viewPort
     */
    async serveMailbox(viewPort) {
      const view = http.createServer((req, res) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        res.setHeader("content-type", "application/json");
        const switchTo = req.method === "POST" && url.pathname.match(/^\/smtp\/(up|down|silent)$/)?.[1];
        if (switchTo) {
          setMode(/** @type {SinkMode} */ (switchTo)).then(
            () => res.end(JSON.stringify({ smtp: current })),
            (error) => {
              res.statusCode = 500;
              res.end(JSON.stringify({ error: String(error) }));
            },
          );
          return;
        }
        res.end(JSON.stringify(mailsTo(url.searchParams.get("to") ?? undefined)));
      });
      await listening(view, viewPort, host);
      views.add(view);
      return view;
    },
    async close() {
      await setMode("down");
      await Promise.all([...views].map((view) => new Promise((resolve) => view.close(resolve))));
    },
  };
}
