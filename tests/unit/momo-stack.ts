import { afterAll, beforeAll, beforeEach } from "vitest";
import { withTempDataDir } from "./domain-helpers";
import { startFakeMomo } from "../../scripts/harness/fake-momo.mjs";

export type MomoModules = {
  gifts: typeof import("../../app/domain/giving/momo/gifts.server");
  follow: typeof import("../../app/domain/giving/momo/follow.server");
  send: typeof import("../../app/domain/giving/momo/request.server");
  page: typeof import("../../app/domain/giving/momo/payment-status.server");
  dbm: typeof import("../../app/platform/data/db.server");
  schema: typeof import("../../app/domain/giving/schema");
  limits: typeof import("../../app/platform/http/schema");
};
export type MomoStack = { fake: Awaited<ReturnType<typeof startFakeMomo>>; m: MomoModules };

/**
 * The MoMo domain tests' stack: a real SQLite file in a temporary folder, the fake MTN server, and the giving
 * modules imported once the environment points at both (they read it at import). Before each test the fake forgets
 * what it was told and the rate limits are emptied. Returns an object filled in `beforeAll`.
 */
export function momoStack(prefix: string): MomoStack {
  const tmp = withTempDataDir(prefix);
  const stack = {} as MomoStack;
  beforeAll(async () => {
    stack.fake = await startFakeMomo();
    Object.assign(process.env, stack.fake.env, { SESSION_SECRET: "unit-secret-0123456789abcdef" });
    stack.m = {
      gifts: await import("../../app/domain/giving/momo/gifts.server"),
      follow: await import("../../app/domain/giving/momo/follow.server"),
      send: await import("../../app/domain/giving/momo/request.server"),
      page: await import("../../app/domain/giving/momo/payment-status.server"),
      dbm: await import("../../app/platform/data/db.server"),
      schema: await import("../../app/domain/giving/schema"),
      limits: await import("../../app/platform/http/schema"),
    };
  });
  afterAll(async () => {
    await stack.fake.close();
    tmp.cleanup();
  });
  beforeEach(async () => {
    await fetch(`${stack.fake.url}/__control/reset`, { method: "POST" });
    stack.m.dbm.db.delete(stack.m.limits.rateLimits).run();
  });
  return stack;
}
