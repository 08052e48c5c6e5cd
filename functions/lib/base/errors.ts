// An HttpError is an expected failure: its status and message reach the caller verbatim.
export interface HttpError extends Error {
  statusCode: number;
  expose: true;
  /** Set-Cookie values sent with the error (a failed session check clears the session). */
  cookies?: string[];
}

export const httpError = (statusCode: number, errorMessage: string, cookies?: string[]): HttpError =>
  Object.assign(new Error(errorMessage), { statusCode, expose: true as const, ...(cookies ? { cookies } : {}) });

export const isHttpError = (e: unknown): e is HttpError =>
  e instanceof Error && (e as Partial<HttpError>).expose === true && typeof (e as HttpError).statusCode === 'number';

export const badRequest = (m: string) => httpError(400, m);
export const notAuthorized = (m: string, cookies?: string[]) => httpError(401, m, cookies);
export const forbidden = (m: string) => httpError(403, m);
export const notFound = (m: string) => httpError(404, m);
export const conflict = (m: string) => httpError(409, m);

// What a dependency that did not answer looks like: the SDK's own timeout, fetch's AbortSignal
// timeout, a refused or dropped connection, or AWS saying it is busy. These are answered 503.
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
]);
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Whether a fault is a database or AWS service that could not be reached or did not answer in time. */
export function isUnavailable(e: unknown, depth = 0): boolean {
  if (typeof e !== 'object' || e === null || depth > 3) return false;
  const { name, code, cause } = e as { name?: unknown; code?: unknown; cause?: unknown };
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return isUnavailable(cause, depth + 1);
}
