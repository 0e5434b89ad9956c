import { consume, privateScope, RULES, type Check } from "~/platform/http/rate-limit.server";

/**
 * Before a form makes the site text a number (issue 38 §6): at most a few texts an hour to one number, whoever
 * asks, and a handful more from one client, like the MoMo prompts. Over either: a 429 with Retry-After. The number
 * is kept only as a keyed digest.
 */
export function smsChecks(number: string, clientKey: string): Check[] {
  return [
    [RULES.smsPhone, privateScope("sms-phone", number)],
    [RULES.smsClient, clientKey],
  ];
}

export const consumeSmsAllowance = (number: string, clientKey: string) => consume(smsChecks(number, clientKey));
