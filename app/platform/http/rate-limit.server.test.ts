import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTempDataDir } from "../../../tests/unit/domain-helpers";

const tmp = withTempDataDir("rate-limit-test");
let rl: typeof import("./rate-limit.server");
let errors: typeof import("./errors.server");

beforeAll(async () => {
  rl = await import("./rate-limit.server");
  errors = await import("./errors.server");
});
afterAll(async () => {
  (await import("~/platform/data/db.server")).sqlite.close();
  tmp.cleanup();
});

const rule = { name: "test", max: 3, windowMs: 60_000 };

function thrown(fn: () => void) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return null;
}

describe("fixed-window rate limits", () => {
  it("allows max events per window, then answers 429 with Retry-After until the window ends", () => {
    const t0 = 1_000_000;
    const checks = [[rule, "1.2.3.4"]] as const;
    for (let i = 0; i < 3; i++) {
      rl.assertAllowed(checks, t0 + i);
      rl.recordHit(checks, t0 + i);
    }
    const error = thrown(() => rl.assertAllowed(checks, t0 + 10_000));
    expect(error).toBeInstanceOf(errors.HttpError);
    const http = error as InstanceType<typeof errors.HttpError>;
    expect(http.status).toBe(429);
    expect(http.headers?.["Retry-After"]).toBe("50");
    expect(http.message).toBe("Too many attempts. Please try again in a minute.");
    expect(rl.retryAfterSeconds(checks, t0 + 59_000)).toBe(1);
    // A new window starts once the old one is over.
    expect(rl.retryAfterSeconds(checks, t0 + 60_000)).toBe(0);
    rl.recordHit(checks, t0 + 60_000);
    rl.assertAllowed(checks, t0 + 60_001);
  });

  it("keeps scopes apart and the longest wait wins", () => {
    const t0 = 5_000_000;
    const long = { name: "long", max: 1, windowMs: 15 * 60_000 };
    rl.recordHit([[long, "a@example.org"]], t0);
    expect(rl.retryAfterSeconds([[long, "b@example.org"]], t0)).toBe(0);
    expect(
      rl.retryAfterSeconds(
        [
          [rule, "9.9.9.9"],
          [long, "a@example.org"],
        ],
        t0 + 1000,
      ),
    ).toBe(899);
    expect((thrown(() => rl.assertAllowed([[long, "a@example.org"]], t0)) as Error).message).toBe(
      "Too many attempts. Please try again in 15 minutes.",
    );
  });

  it("consume counts attempts and refuses the one over the limit without counting it", () => {
    const t0 = 9_000_000;
    const checks = [[{ name: "consume", max: 2, windowMs: 60_000 }, "ip"]] as const;
    rl.consume(checks, t0);
    rl.consume(checks, t0);
    expect(thrown(() => rl.consume(checks, t0))).toBeInstanceOf(errors.HttpError);
    rl.clearHits(checks);
    rl.consume(checks, t0);
  });

  it("stores e-mails only as digests and sweeps stale windows", async () => {
    const { db } = await import("~/platform/data/db.server");
    const { rateLimits } = await import("./schema");
    rl.recordHit([[rule, "someone@example.org"]], Date.now());
    const keys = db
      .select()
      .from(rateLimits)
      .all()
      .map((r) => r.key);
    expect(keys.some((k) => k.includes("someone"))).toBe(false);
    expect(rl.deleteStaleRateLimits(Date.now())).toBeGreaterThan(0); // the t0 windows above are decades old
    expect(db.select().from(rateLimits).all()).toHaveLength(1);
  });
});
