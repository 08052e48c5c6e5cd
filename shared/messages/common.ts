// Texts every area shares: the age gate, and the API's own errors (spec 1 sections 5 and 8).
// User-facing texts, verbatim from the spec (typos included where it says "wording as shown");
// named exports, so a bundle carries only the texts it uses. `as const` keeps a text's literal
// type where it is put in an object, as the single messages object did.

export const ageGateQuestion = 'Are you over 21?' as const;
export const ageGateInvalid =
  'You must be at least 21 and accept the terms of service and privacy policy to enter this website' as const;
export const notFound = 'Not Found' as const;
export const routeNotFound = 'No such route' as const;
export const invalidJson = 'The request body is not valid JSON' as const;
export const wrongContentType = 'Content-Type must be application/json' as const;
export const wrongFormContentType = 'Content-Type must be application/x-www-form-urlencoded' as const;
export const bodyTooLarge = 'The request body is too large' as const;
export const notAuthorized = 'Not Authorized' as const;
export const forbidden = 'You do not have access to this resource' as const;
export const internal = 'Something went wrong on our side. Please try again in a minute.' as const;
// our wording: a page cursor that no earlier page gave out, and a database or AWS service that
// did not answer in time (docs/api.md)
export const badCursor = 'must be a cursor from a previous page' as const;
export const serviceUnavailable =
  'The service is busy or unreachable right now. Please try again in a minute.' as const;
export const rateLimited = 'Too many attempts. Please wait a few minutes and try again.' as const;
export const crossSite = 'Cross-site requests are not accepted.' as const;
export const tryAgain = 'Try again' as const;
/** Not in the spec: an admin table's search box; one letter would match nearly every row. */
export const searchTooShort = 'type 2 characters or more' as const;
export const searchTooLong = 'must be 64 characters or fewer' as const;
