// The provider port: the one way a loyalty text leaves the platform. The send path (the
// loyalty-sends queue worker) knows only this; which provider a company uses is configuration
// (docs/client-loyalty.md: Twilio refuses cannabis traffic in the US and Canada, so a business
// plugs in a provider that accepts it). An adapter maps its provider's refusals onto the three
// kinds below, so the worker decides retry or give up without knowing the provider.

export interface SendRequest {
  /** E.164 */
  to: string;
  /** the company's sending number, E.164 */
  from: string;
  body: string;
  /** public (short-lived, presigned) links to the images of a picture message */
  mediaUrls: string[];
  /** where the provider posts the message's delivery status */
  statusCallback: string;
}

export interface MessagingProvider {
  send(request: SendRequest): Promise<{ sid: string }>;
  /**
   * Whether the provider itself confirms this inbound text as an opt-out or opt-in keyword (and,
   * after an opt-out, refuses the business's own texts to that number): the inbound webhook then
   * records the consent change and sends no confirmation of its own, so the member gets one.
   */
  confirmsKeyword?(body: string): boolean;
}

/**
 * - `throttled`: the provider said too many requests (429): try again later, slower.
 * - `unavailable`: the provider failed or could not be reached (5xx, network): try again later.
 * - `permanent`: the provider refused this message (4xx but 429: bad number, unsubscribed
 *   recipient, bad credentials): sending it again changes nothing.
 */
export type ProviderErrorKind = 'throttled' | 'unavailable' | 'permanent';

export interface ProviderError extends Error {
  name: 'ProviderError';
  kind: ProviderErrorKind;
  /** the provider's HTTP status, when it answered */
  status?: number;
  /** the provider's own error code (Twilio's 21610 for an unsubscribed recipient, …) */
  code?: number;
  /** the recipient has opted out of this sender at the provider, which will refuse every text until they opt back in */
  optedOut?: boolean;
}

export const providerError = (
  kind: ProviderErrorKind,
  message: string,
  detail: { status?: number; code?: number; optedOut?: boolean } = {},
): ProviderError => Object.assign(new Error(message), { name: 'ProviderError' as const, kind, ...detail });

export const isProviderError = (e: unknown): e is ProviderError =>
  e instanceof Error && e.name === 'ProviderError' && typeof (e as ProviderError).kind === 'string';

/** Whether a failed send may succeed later (throttled or unavailable). */
export const retryable = (e: unknown): boolean => !isProviderError(e) || e.kind !== 'permanent';

/** The kind of a provider's HTTP answer status (undefined: no answer at all, a network failure). */
export const kindOfStatus = (status: number | undefined): ProviderErrorKind =>
  status === 429 ? 'throttled' : status === undefined || status >= 500 ? 'unavailable' : 'permanent';
