/**
 * A mobile-money provider the site asks for payments (issue 25): MTN MoMo today, Airtel Money later, the same way.
 * The gift flow knows only this; the reference id is ours (written on the gift before the call), so a request can be
 * sent again after a crash and the provider recognises it.
 */
export type PaymentRequest = {
  /** Our id for this request (MTN: X-Reference-Id, a UUID v4), stored on the gift before the call. */
  referenceId: string;
  /** Our id for the gift, echoed in the provider's status and callback. */
  externalId: string;
  amount: number;
  currency: string;
  /** The payer's number, country code first, digits only (2507XXXXXXXX). */
  msisdn: string;
  payerMessage: string;
  payeeNote: string;
};

/** accepted: the provider has the request (now, or already: a second send of the same reference id). */
export type RequestOutcome = "accepted" | "duplicate";

export type PaymentStatus =
  | { status: "PENDING" }
  | { status: "SUCCESSFUL"; financialTransactionId: string | null }
  | { status: "FAILED"; reason: string }
  /** The provider has no request with this reference id (it never reached it). */
  | { status: "NOT_FOUND" };

/** The provider could not be reached, was too slow or answered with a failure of its own: nothing was charged by this call. */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "network" | "server" | "refused",
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: string;
  readonly currency: string;
  requestToPay(request: PaymentRequest): Promise<RequestOutcome>;
  status(referenceId: string): Promise<PaymentStatus>;
}
