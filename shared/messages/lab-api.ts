// The lab API (docs/lab-api.md): what a lab's or integrator's system is told, and the company's
// choice of the labs that may send it results.

export const unsigned =
  'Sign the request: the headers X-Cannastamp-Key, X-Cannastamp-Timestamp and X-Cannastamp-Signature are required (docs/lab-api.md).' as const;
export const staleTimestamp =
  'X-Cannastamp-Timestamp is more than 5 minutes from now: sign each request when it is sent, with a clock set right.' as const;
export const badSignature =
  'The signature does not match: HMAC-SHA256 of "<timestamp>.<company id>.<body>" with the API secret, in hex.' as const;
export const replayed = 'This signed request was sent before: each request is taken once.' as const;
export const notAFeed = 'Only a lab or an integrator sends results through the lab API.' as const;
export const notChosen =
  'This company has not chosen yours among the labs that send it results: it does so in its company profile.' as const;
export const needsReview =
  'This company reviews results it has not chosen to trust, and has no COA Data Entry Service to review them with: ask it to trust your feed or to take the service.' as const;
export const feedNotALab = 'Only a lab or an integrator can send results.' as const;
export const feedTwice = 'A lab is chosen once.' as const;
export const feedsSaved = 'Saved.' as const;
