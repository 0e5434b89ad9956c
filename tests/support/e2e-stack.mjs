// @ts-check
// The end-to-end stack the specs expect: the SMTP sink and the production server in local mode with the test
// hooks. Playwright's shared server (e2e-server.mjs) is one; a spec that must disturb it (the mail outbox switching
// the mail server off) starts another on ports of its own. Both come from scripts/harness.
import { ProductionServer } from "../../scripts/harness/production-server.mjs";
import { startSmtpSink } from "../../scripts/harness/smtp-sink.mjs";
import { startFakeMomo } from "../../scripts/harness/fake-momo.mjs";

export const E2E_SESSION_SECRET = "e2e-secret-0123456789abcdef";

/**
 * What the specs rely on: the README's demo accounts, the test hooks, a trusted X-Forwarded-For, a UTC clock.
 * @param {{ port: number, smtpUrl: string }} options
 */
export function e2eServerEnv({ port, smtpUrl }) {
  return {
    APP_MODE: "local",
    SEED_DEMO: "true",
    APP_URL: `http://localhost:${port}`,
    SMTP_URL: smtpUrl,
    SESSION_SECRET: E2E_SESSION_SECRET,
    // Each test sends its own client address (fixtures.ts uniqueIp), so rate limits never leak between tests.
    TRUST_PROXY: "true",
    E2E_ERROR_ROUTE: "true",
    // The server's clock is UTC, two hours behind the site's (Kigali): a time shown on the machine's clock shows.
    TZ: "UTC",
  };
}

/**
 * Starts the sink (with its mailbox view over HTTP when `mailboxPort` is given) and the server, which is ready
 * when this resolves. `env` adds to or overrides the e2e settings (shorter mail timeouts, say).
 * With `momoPort`, a fake MTN MoMo Collection server (scripts/harness/fake-momo.mjs) listens there and the server
 * gets the MOMO_* variables for it: online payment is on.
 * @param {{ port: number, smtpPort?: number, mailboxPort?: number, momoPort?: number, dataDir?: string, env?: Record<string, string>, inheritOutput?: boolean, logFile?: string }} options
 */
export async function startE2eStack({
  port,
  smtpPort = 0,
  mailboxPort,
  momoPort,
  dataDir,
  env = {},
  inheritOutput = false,
  logFile,
}) {
  const sink = await startSmtpSink({ port: smtpPort });
  if (mailboxPort) await sink.serveMailbox(mailboxPort);
  const momo = momoPort === undefined ? null : await startFakeMomo({ port: momoPort });
  const server = new ProductionServer({
    port,
    dataDir,
    name: "e2e",
    inheritOutput,
    logFile,
    env: { ...e2eServerEnv({ port, smtpUrl: sink.url }), ...(momo ? momo.env : {}), ...env },
  });
  try {
    await server.start();
  } catch (error) {
    await sink.close();
    await momo?.close();
    throw error;
  }
  return {
    sink,
    server,
    momo,
    /** Stops the server (SIGTERM) and the sink; the data directory stays (the caller's, or removeData()). */
    async stop() {
      const exit = await server.stop();
      await sink.close();
      await momo?.close();
      return exit;
    },
  };
}
