import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../scripts/harness/smtp-sink.mjs";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

// The outbox's worker against a real SMTP server on a local port (the tests' one sink, scripts/harness), which the
// tests switch between receiving, refusing (nothing listens), staying silent (accepts, never greets) and rejecting
// one address with a 550.
const tmp = withTempDataDir("outbox-test");
type M = {
  outbox: typeof import("./outbox.server");
  dbm: typeof import("~/platform/data/db.server");
  schema: typeof import("./schema");
};
let m: M;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
/** The recipients of every mail received since the test began, in order. */
const received = () => smtp.mails().flatMap((mail) => mail.to);
const sink = (mode: "up" | "down" | "silent") => smtp.setMode(mode);

beforeAll(async () => {
  smtp = await startSmtpSink({
    mode: "down",
    closeTimeout: 200,
    rejectRecipient: (address) => address.startsWith("reject"),
  });
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_TIMEOUT_SECONDS = "1";
  process.env.MAIL_GIVE_UP_SECONDS = "60";
  m = {
    outbox: await import("./outbox.server"),
    dbm: await import("~/platform/data/db.server"),
    schema: await import("./schema"),
  };
});
afterAll(async () => {
  await smtp?.close();
  m?.dbm.sqlite.close();
  tmp.cleanup();
});
beforeEach(async () => {
  // Every test starts with an empty queue and a receiving server.
  m.dbm.db.delete(m.schema.mailOutbox).run();
  smtp.clear();
  await sink("up");
});

let n = 0;
function queue(options: { expiresAt?: Date; to?: string; replaces?: boolean } = {}) {
  const to = options.to ?? `person${++n}@example.org`;
  const id = m.dbm.db.transaction((tx) =>
    m.outbox.enqueueMail(
      tx,
      { to, subject: "Your code", text: "code 123456", html: "<p>123456</p>" },
      {
        kind: "verification",
        expiresAt: options.expiresAt ?? new Date(Date.now() + 15 * 60_000),
        replaces: options.replaces,
      },
    ),
  );
  return { id, to };
}
const row = (id: string) =>
  m.dbm.db
    .select()
    .from(m.schema.mailOutbox)
    .all()
    .find((r) => r.id === id)!;
/** Moves a row's clock (created_at, next_attempt_at): the database stores milliseconds. */
const setTime = (id: string, column: "created_at" | "next_attempt_at", at: Date) =>
  m.dbm.sqlite.prepare(`update mail_outbox set ${column} = ? where id = ?`).run(at.getTime(), id);

describe("the mail worker", () => {
  it("sends a due message once and clears its body", async () => {
    const { id, to } = queue();
    expect(await m.outbox.deliverDue()).toMatchObject({ sent: 1 });
    expect(received()).toEqual([to]);
    expect(row(id)).toMatchObject({ status: "sent", text: "", html: "", attempts: 1, lastError: null });
    expect(row(id).sentAt).toBeInstanceOf(Date);
    expect(await m.outbox.deliverDue()).toMatchObject({ sent: 0 });
    expect(received()).toHaveLength(1);
  });

  it("sends a message's files (an .ics as text, an image inline by cid) and clears them with the body", async () => {
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString("base64");
    const id = m.dbm.db.transaction((tx) =>
      m.outbox.enqueueMail(
        tx,
        {
          to: "files@example.org",
          subject: "Your ticket",
          text: "See the file",
          html: '<p><img src="cid:ticket" alt="QR"></p>',
          attachments: [
            { filename: "event.ics", contentType: "text/calendar; method=REQUEST; charset=utf-8", content: ics },
            { filename: "ticket.png", contentType: "image/png", content: png, encoding: "base64", cid: "ticket" },
          ],
        },
        { kind: "event-ticket" },
      ),
    );
    expect(await m.outbox.deliverDue()).toMatchObject({ sent: 1 });
    const [mail] = smtp.mails();
    // The inline image travels in the HTML's related part, so a parser may list it first.
    expect(mail.attachments.toSorted((a, b) => a.filename.localeCompare(b.filename))).toEqual([
      { filename: "event.ics", contentType: "text/calendar", content: ics },
      { filename: "ticket.png", contentType: "image/png", content: png, cid: "ticket" },
    ]);
    expect(row(id)).toMatchObject({ status: "sent", attachments: null });
  });

  it("a message claimed by a process killed mid-send goes out at the next start, not when the claim runs out", async () => {
    const { id, to } = queue();
    // What a kill -9 during the SMTP conversation leaves behind: a queued row whose claim lies in the future.
    m.dbm.sqlite.prepare("update mail_outbox set attempts = 1 where id = ?").run(id);
    setTime(id, "next_attempt_at", new Date(Date.now() + 60_000));
    expect(await m.outbox.deliverDue()).toMatchObject({ sent: 0 });
    expect(m.outbox.releaseClaims()).toBe(1);
    expect(await m.outbox.deliverDue()).toMatchObject({ sent: 1 });
    expect(received()).toEqual([to]);
    expect(row(id).status).toBe("sent");
  });

  it("never sends one message from two runs at once", async () => {
    const ids = [queue(), queue(), queue()];
    await Promise.all([m.outbox.deliverDue(), m.outbox.deliverDue(), m.outbox.deliverDue()]);
    expect(received().sort()).toEqual(ids.map((q) => q.to).sort());
  });

  it("retries a refused message with backoff, keeping its body until it is sent", async () => {
    await sink("down");
    const { id, to } = queue();
    expect(await m.outbox.deliverDue()).toMatchObject({ sent: 0, retrying: 1 });
    const first = row(id);
    expect(first).toMatchObject({ status: "queued", attempts: 1, text: "code 123456" });
    expect(first.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(first.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(3_000);
    expect(await m.outbox.deliverDue(), "not due again yet").toMatchObject({ retrying: 0 });
    await sink("up");
    setTime(id, "next_attempt_at", new Date());
    expect(await m.outbox.deliverDue()).toMatchObject({ sent: 1 });
    expect(received()).toEqual([to]);
    expect(m.outbox.retryDelayMs(1)).toBe(5_000);
    expect(m.outbox.retryDelayMs(2)).toBe(10_000);
    expect(m.outbox.retryDelayMs(30)).toBe(10 * 60_000);
  });

  it("a silent server costs the timeout, not minutes", async () => {
    await sink("silent");
    const { id } = queue();
    const started = Date.now();
    expect(await m.outbox.deliverDue()).toMatchObject({ retrying: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(row(id).status).toBe("queued");
  });

  it("gives up after MAIL_GIVE_UP_SECONDS; Retry queues it again while its code is valid", async () => {
    await sink("down");
    const { id, to } = queue();
    setTime(id, "created_at", new Date(Date.now() - 61_000));
    expect(await m.outbox.deliverDue()).toMatchObject({ failed: 1 });
    expect(row(id)).toMatchObject({ status: "failed", text: "code 123456" });
    await sink("up");
    expect(m.outbox.requeueMail(id)).toBe("queued");
    expect(m.outbox.requeueMail(id)).toBe("not-failed");
    await expect.poll(() => row(id).status).toBe("sent");
    expect(received()).toEqual([to]);
    expect(m.outbox.requeueMail("nope")).toBe("missing");
  });

  it("a 5xx answer fails at once", async () => {
    const { id } = queue({ to: `reject${++n}@example.org` });
    expect(await m.outbox.deliverDue()).toMatchObject({ failed: 1 });
    expect(row(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(row(id).lastError).toMatch(/550/);
  });

  it("never sends a code that expired while queued; a failed one loses its body when its code expires", async () => {
    const late = queue({ expiresAt: new Date(Date.now() - 1) });
    expect(await m.outbox.deliverDue()).toMatchObject({ expired: 1, sent: 0 });
    expect(row(late.id)).toMatchObject({ status: "expired", text: "", html: "" });
    expect(received()).toHaveLength(0);

    const failed = queue();
    m.dbm.sqlite
      .prepare("update mail_outbox set status = 'failed', expires_at = ? where id = ?")
      .run(Date.now() - 1, failed.id);
    await m.outbox.deliverDue();
    expect(row(failed.id)).toMatchObject({ status: "failed", text: "", html: "" });
    expect(m.outbox.requeueMail(failed.id)).toBe("cleared");
  });

  it("a newer code's mail replaces the queued mail of the older one", async () => {
    await sink("down");
    const to = `again${++n}@example.org`;
    const first = queue({ to });
    const second = queue({ to, replaces: true });
    expect(row(first.id)).toMatchObject({ status: "expired", text: "" });
    expect(row(second.id).status).toBe("queued");
  });

  it("gives every French message its typography as it is queued, and leaves the others as they are (issue 35)", async () => {
    await sink("down");
    const { htmlLayout } = await import("./layout.server");
    const enqueue = (html: string, subject: string, text: string) =>
      row(
        m.dbm.db.transaction((tx) =>
          m.outbox.enqueueMail(tx, { to: `fr${++n}@example.org`, subject, text, html }, { kind: "receipt" }),
        ),
      );
    const fr = enqueue(
      htmlLayout(
        ['<strong>Numéro du reçu:</strong> 2026-00007<br><a href="https://x.org/r?a=1">x</a>'],
        undefined,
        "fr",
      ),
      "Reçu: 2026-00007",
      "Numéro du reçu: 2026-00007\nhttps://x.org/r?a=1 à 10:30",
    );
    expect(fr.subject).toBe("Reçu\u202f: 2026-00007");
    expect(fr.text).toBe("Numéro du reçu\u202f: 2026-00007\nhttps://x.org/r?a=1 à 10:30");
    expect(fr.html).toContain('<strong>Numéro du reçu\u202f:</strong> 2026-00007<br><a href="https://x.org/r?a=1">');
    const en = enqueue(htmlLayout(["<strong>Receipt number:</strong> 1"], undefined, "en"), "Receipt: 1", "Number: 1");
    expect([en.subject, en.text]).toEqual(["Receipt: 1", "Number: 1"]);
    expect(en.html).toContain("<strong>Receipt number:</strong> 1");
  });
});
