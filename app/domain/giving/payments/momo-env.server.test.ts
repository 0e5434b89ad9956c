import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/platform/ops/env-schema.server";

const ALL = {
  MOMO_API_URL: "https://sandbox.momodeveloper.mtn.com",
  MOMO_API_USER: "user",
  MOMO_API_KEY: "key",
  MOMO_SUBSCRIPTION_KEY: "sub",
  MOMO_TARGET_ENVIRONMENT: "sandbox",
  MOMO_CURRENCY: "EUR",
};

describe("MoMo variables (issue 25)", () => {
  it("are all or none: a partial set stops the start with the names that are missing, and no value", () => {
    expect(parseEnv({}).MOMO_API_URL).toBeUndefined();
    expect(parseEnv(ALL).MOMO_TARGET_ENVIRONMENT).toBe("sandbox");
    const partial = { ...ALL, MOMO_API_KEY: "", MOMO_CURRENCY: undefined };
    expect(() => parseEnv(partial)).toThrow(EnvError);
    expect(() => parseEnv(partial)).toThrow(/MOMO_API_KEY, MOMO_CURRENCY/);
    try {
      parseEnv({ ...ALL, MOMO_SUBSCRIPTION_KEY: "" });
    } catch (error) {
      expect(String(error)).not.toMatch(/user|key\b/);
    }
  });

  it("take only MTN's target environments and the sandbox's or Rwanda's currency", () => {
    expect(() => parseEnv({ ...ALL, MOMO_TARGET_ENVIRONMENT: "mtnuganda" })).toThrow(/sandbox or mtnrwanda/);
    expect(() => parseEnv({ ...ALL, MOMO_CURRENCY: "USD" })).toThrow(/EUR/);
  });
});
