import type { BeforeSend, PaymentProvider, PaymentRequest, PaymentStatus, RequestOutcome } from "./provider";
import { ProviderUnavailableError } from "./provider";

export type MtnMomoConfig = {
  apiUrl: string;
  apiUser: string;
  apiKey: string;
  subscriptionKey: string;
  targetEnvironment: string;
  currency: string;
  /** Where MTN sends the status when it is final: {APP_URL}/api/donations/momo-callback. */
  callbackUrl: string;
  /** Each call's limit (AbortSignal.timeout). */
  timeoutMs?: number;
};

/** A token is dropped this long before MTN says it expires, so a call never goes out with one about to lapse. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The MTN MoMo Open API, Collection product, as MTN documents it: a Basic-auth token from /collection/token/, kept
 * until shortly before `expires_in`; request to pay with our own X-Reference-Id; its status by that id. Every call
 * has a timeout; a 401 (the token revoked or expired early) gets a new token and is tried once more. The keys
 * never leave this object (no log line carries them).
 */
export class MtnMomoProvider implements PaymentProvider {
  readonly name = "mtn-momo";
  readonly currency: string;
  private token: { value: string; until: number } | null = null;
  private readonly timeoutMs: number;

  constructor(private readonly config: MtnMomoConfig) {
    this.currency = config.currency;
    this.timeoutMs = config.timeoutMs ?? 15_000;
  }

  private url(path: string) {
    return `${this.config.apiUrl.replace(/\/$/, "")}${path}`;
  }

  /** `onWire`: a lost answer means MTN may have the request (a request to pay), not merely that it failed. */
  private async fetch(path: string, init: RequestInit, onWire = false): Promise<Response> {
    try {
      return await fetch(this.url(path), { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError")
        throw new ProviderUnavailableError("MTN MoMo did not answer in time", "timeout", onWire);
      throw new ProviderUnavailableError("MTN MoMo could not be reached", "network", onWire);
    }
  }

  private async accessToken(now = Date.now()): Promise<string> {
    if (this.token && this.token.until > now) return this.token.value;
    const basic = Buffer.from(`${this.config.apiUser}:${this.config.apiKey}`).toString("base64");
    const response = await this.fetch("/collection/token/", {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Ocp-Apim-Subscription-Key": this.config.subscriptionKey },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderUnavailableError(`MTN MoMo refused a token (HTTP ${response.status})`, "refused");
    }
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!body || typeof body.access_token !== "string" || !body.access_token)
      throw new ProviderUnavailableError("MTN MoMo sent no token", "server");
    const seconds = Number(body.expires_in);
    const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 3600_000;
    this.token = { value: body.access_token, until: now + Math.max(0, lifetime - TOKEN_MARGIN_MS) };
    return this.token.value;
  }

  /**
   * A call with the bearer token; a 401 drops the token and tries once more with a new one. `beforeSend` (a request
   * to pay) is asked after the token was had, right before each send; false → null, nothing sent.
   */
  private async call(
    path: string,
    init: RequestInit & { headers: Record<string, string> },
    beforeSend?: BeforeSend,
  ): Promise<Response | null> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      if (beforeSend && !beforeSend()) return null;
      const response = await this.fetch(
        path,
        {
          ...init,
          headers: {
            ...init.headers,
            Authorization: `Bearer ${token}`,
            "X-Target-Environment": this.config.targetEnvironment,
            "Ocp-Apim-Subscription-Key": this.config.subscriptionKey,
          },
        },
        Boolean(beforeSend),
      );
      if (response.status !== 401 || attempt > 0) return response;
      await response.body?.cancel();
      this.token = null;
    }
  }

  async requestToPay(request: PaymentRequest, beforeSend: BeforeSend = () => true): Promise<RequestOutcome> {
    const response = await this.call(
      "/collection/v1_0/requesttopay",
      {
        method: "POST",
        headers: {
          "X-Reference-Id": request.referenceId,
          "X-Callback-Url": this.config.callbackUrl,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          amount: String(request.amount),
          currency: request.currency,
          externalId: request.externalId,
          payer: { partyIdType: "MSISDN", partyId: request.msisdn },
          payerMessage: request.payerMessage,
          payeeNote: request.payeeNote,
        }),
      },
      beforeSend,
    );
    if (!response) return "withdrawn";
    const text = await response.text().catch(() => "");
    if (response.status === 202) return "accepted";
    // RESOURCE_ALREADY_EXIST: MTN has this reference id already (a second send after a crash): one prompt only.
    if (response.status === 409) return "duplicate";
    if (response.status >= 500)
      throw new ProviderUnavailableError(`MTN MoMo failed (HTTP ${response.status})`, "server");
    throw new ProviderUnavailableError(
      `MTN MoMo refused the request (HTTP ${response.status} ${codeOf(text)})`,
      "refused",
    );
  }

  async status(referenceId: string): Promise<PaymentStatus> {
    const response = (await this.call(`/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, {
      method: "GET",
      headers: {},
    }))!;
    const text = await response.text().catch(() => "");
    if (response.status === 404) return { status: "NOT_FOUND" };
    if (!response.ok) throw new ProviderUnavailableError(`MTN MoMo status failed (HTTP ${response.status})`, "server");
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new ProviderUnavailableError("MTN MoMo sent a status that is not JSON", "server");
    }
    return parseStatus(body);
  }
}

function codeOf(text: string): string {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === "string" ? code.slice(0, 60) : "";
  } catch {
    return "";
  }
}

/** MTN's status body (the GET answer and the callback have the same shape); `reason` is a code or {code, message}. */
export function parseStatus(body: Record<string, unknown>): PaymentStatus {
  const status = body.status;
  if (status === "SUCCESSFUL") {
    const id = body.financialTransactionId;
    return { status, financialTransactionId: typeof id === "string" || typeof id === "number" ? String(id) : null };
  }
  if (status === "FAILED" || status === "REJECTED" || status === "TIMEOUT") {
    const raw = body.reason;
    const reason =
      typeof raw === "string"
        ? raw
        : raw && typeof raw === "object" && typeof (raw as { code?: unknown }).code === "string"
          ? (raw as { code: string }).code
          : String(status);
    return { status: "FAILED", reason: reason.slice(0, 100) };
  }
  if (status === "PENDING" || status === "CREATED" || status === "ONGOING") return { status: "PENDING" };
  throw new ProviderUnavailableError("MTN MoMo sent an unknown status", "server");
}
