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
