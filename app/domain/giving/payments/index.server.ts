import { env } from "~/platform/ops/env.server";
import { MtnMomoProvider } from "./mtn-momo.server";
import type { PaymentProvider } from "./provider";

let provider: PaymentProvider | null | undefined;

/** The configured provider (MTN MoMo when every MOMO_* variable is set), or null: no online payment. */
export function paymentProvider(): PaymentProvider | null {
  if (provider !== undefined) return provider;
  const { MOMO_API_URL, MOMO_API_USER, MOMO_API_KEY, MOMO_SUBSCRIPTION_KEY, MOMO_TARGET_ENVIRONMENT, MOMO_CURRENCY } =
    env;
  provider =
    MOMO_API_URL && MOMO_API_USER && MOMO_API_KEY && MOMO_SUBSCRIPTION_KEY && MOMO_TARGET_ENVIRONMENT && MOMO_CURRENCY
      ? new MtnMomoProvider({
          apiUrl: MOMO_API_URL,
          apiUser: MOMO_API_USER,
          apiKey: MOMO_API_KEY,
          subscriptionKey: MOMO_SUBSCRIPTION_KEY,
          targetEnvironment: MOMO_TARGET_ENVIRONMENT,
          currency: MOMO_CURRENCY,
          callbackUrl: `${env.APP_URL}/api/donations/momo-callback`,
        })
      : null;
  return provider;
}

/** Unit tests put a provider (a client of the fake server) in place. */
export function setPaymentProviderForTests(value: PaymentProvider | null | undefined) {
  provider = value;
}
