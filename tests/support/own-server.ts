import { ProductionServer } from "../../scripts/harness/production-server.mjs";

/**
 * Ports, as offsets from E2E_PORT, of the specs that start servers of their own: specs run in parallel, so each
 * has its own range (startup-modes +60…64, request-log +70/71, disk-full +75, mail-outbox +80/81 and +83/84 (server
 * and SMTP sink per project), scheduling +88/89, time zone +92/93, organisation name +94…99).
 */
export const OWN_PORTS = {
  startupModes: 60,
  requestLog: 70,
  diskFull: 75,
  mailOutbox: 80,
  scheduling: 88,
  timeZone: 92,
  organisationName: 94,
  // Issue 25, gifts: +110…119 (momo +100…109, campaigns +120…129).
  gifts: 110,
  /** Issue 25, campaigns: the closing job (+120 js, +121 no-js). */
  campaignClosing: 120,
  // Issue 25, MoMo (giving-momo.spec.ts): +100…109.
  momo: 100,
  /** Issue 26, asking (questions-ask-log.spec.ts): +130 js, +131 no-js (+130…139 are the ask part's). */
  questionsAsk: 130,
  /** Issue 26, the library's erasure job across a restart (questions-erasure.spec.ts): +150 js, +151 no-js. */
  questionsLibrary: 150,
  /** Issue 26, staff (questions-staff.spec.ts): the daily summary's server, +140 js, +141 no-js. */
  questionsStaff: 140,
  /** Issue 27, offline reading (offline-deploy.spec.ts): +160…169. */
  offline: 160,
  /** Issue 33, every form with a picture posts 5 MB without JavaScript (body-limits-forms.spec.ts): +170, +171. */
  pictureForms: 170,
  /** Issue 33, no contact and no stack in the log (request-log-contacts.spec.ts): +172, +173. */
  contactsLog: 172,
  /** Issue 33, MTN's token endpoint hanging (giving-momo-token.spec.ts): +180/181 server, +182/183 fake MTN. */
  moneyToken: 180,
  /** Issue 35, the donation dialog without online payment (ways-in.spec.ts): +190 js, +191 no-js. */
  waysIn: 190,
  /** Issue 37, the day-before reminders across restarts (events-reminders.spec.ts): +192 (one project). */
  eventReminders: 192,
  /**
   * Issue 38, SMS (sms-*.spec.ts): +200 js / +201 no-js server, +202/+203 fake MTN, +204/+205 fake Africa's Talking
   * (+200…209 are SMS's).
   */
  sms: 200,
  /** Issue 38, events by SMS (sms-events.spec.ts): +206 js / +207 no-js server, +208 / +209 fake Africa's Talking. */
  smsEvents: 206,
  /** Issue 40, every core at work (multi-process.spec.ts): +210…219. */
  multiProcess: 210,
} as const;
export const ownPort = (spec: keyof typeof OWN_PORTS, offset = 0) =>
  Number(process.env.E2E_PORT) + OWN_PORTS[spec] + offset;

/** A production server of the spec's own (scripts/harness/production-server.mjs), its output kept in memory. */
export type OwnServer = ProductionServer;

/**
 * Starts the built server the way a newcomer or a deployer does (nothing of the runner's environment but PATH and
 * HOME, plus `env`) on `port` and a fresh data directory (or `dir`). Resolves once /healthz answers 200; a server
 * that exits first fails the test, unless `mayExit` (a start that must be refused: check stopOwnServer's code).
 * The build is the one Playwright's webServer made sure of.
 */
export async function startOwnServer(
  env: Record<string, string>,
  port: number,
  { dir, mayExit = false }: { dir?: string; mayExit?: boolean } = {},
): Promise<OwnServer> {
  const server = new ProductionServer({ port, env, dataDir: dir, name: "start" });
  await server.start({ allowExit: mayExit });
  return server;
}

/** Stops it with SIGTERM (as a deployer would), removes its data directory unless `keepData`, returns the exit code. */
export async function stopOwnServer(s: OwnServer, { keepData = false } = {}) {
  const exit = await s.stop();
  if (!keepData) s.removeData({ force: true });
  return exit?.code ?? null;
}
