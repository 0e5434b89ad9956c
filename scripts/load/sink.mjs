// The SMTP sink the server sends its mail to (smtp-server + mailparser, as in the e2e tests). It keeps the
// latest verification code per address, and lets a client wait for the code of its sign-up.
import { EventEmitter } from "node:events";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const CODE = /verification code is:\s*(\d{6})/i;

export async function startSink(port) {
  const codes = new Map(); // address → [code, …] in arrival order
  const arrived = new EventEmitter();
  arrived.setMaxListeners(0);
  let mails = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails++;
          const code = CODE.exec(mail.text ?? "")?.[1];
          if (code) {
            for (const r of session.envelope.rcptTo) {
              const to = r.address.toLowerCase();
              codes.set(to, [...(codes.get(to) ?? []), code]);
              arrived.emit(to);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  // A connection cut off mid-message (the crash test kills the server while it sends) is not the sink's failure.
  let dropped = 0;
  server.on("error", () => dropped++);

  return {
    url: `smtp://127.0.0.1:${port}`,
    mailCount: () => mails,
    droppedConnections: () => dropped,
    /** The newest code sent to `email`, waiting up to `timeoutMs` for one; null when none came. */
    async waitForCode(email, timeoutMs) {
      const to = email.toLowerCase();
      const now = () => codes.get(to)?.at(-1) ?? null;
      if (now()) return now();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          arrived.off(to, done);
          resolve(now());
        };
        const timer = setTimeout(done, timeoutMs);
        arrived.on(to, done);
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
