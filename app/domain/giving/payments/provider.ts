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

/**
 * accepted: the provider has the request (now, or already: a second send of the same reference id). withdrawn: the
 * caller's `beforeSend` said no (the gift was settled meanwhile): nothing went on the wire.
 */
export type RequestOutcome = "accepted" | "duplicate" | "withdrawn";

/**
 * Asked right before the request goes on the wire (after the token was had), and again before a retry: true lets it
 * go. The gift flow claims the gift there, inside the rule that settles it, so a gift settled while a token was
 * awaited is never sent.
 */
export type BeforeSend = () => boolean;

export type PaymentStatus =
  | { status: "PENDING" }
  | { status: "SUCCESSFUL"; financialTransactionId: string | null }
  | { status: "FAILED"; reason: string }
  /** The provider has no request with this reference id (it never reached it). */
  | { status: "NOT_FOUND" };

/**
 * The provider could not be reached, was too slow or answered with a failure of its own. `mayHaveReached` is true
 * when a request to pay was on the wire and no answer came (a timeout or a cut connection): the provider may have it
 * and the payer may still approve it, so nobody may be told that nothing was charged. False when it provably never
 * got there (no token, or the provider answered with an error status).
 */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "network" | "server" | "refused",
    readonly mayHaveReached = false,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: string;
  readonly currency: string;
  requestToPay(request: PaymentRequest, beforeSend?: BeforeSend): Promise<RequestOutcome>;
  status(referenceId: string): Promise<PaymentStatus>;
}
