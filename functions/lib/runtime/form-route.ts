import * as commonMessages from '#shared/messages/common';
import type { RouteDef } from '#shared/routes';
import { httpError } from '#lib/base/errors';
import { routeStack, type BodyReader, type Result, type RouteFn } from './http.ts';

// A public route whose caller posts application/x-www-form-urlencoded (a messaging provider's
// webhooks; its declaration says bodyFormat 'form'). In a module of its own, so the JSON routes'
// bundles carry none of it.

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The form's fields as strings (a repeated name keeps its last value); any other content type is 415. */
const readForm: BodyReader = (text, type) => {
  if (type !== FORM_TYPE) throw httpError(415, commonMessages.wrongFormContentType);
  return Object.fromEntries(new URLSearchParams(text));
};

/**
 * The route's handler: its answer, a string, goes out as it is with `answerType` (TwiML is
 * text/xml) in place of JSON; refusals and faults stay the stack's JSON errors.
 */
export const formRoute = <R extends RouteDef & { access: 'public'; bodyFormat: 'form' }>(
  route: R,
  answerType: string,
  fn: RouteFn<R>,
) =>
  routeStack(route, fn, undefined, readForm).use({
    after: async (request) => {
      const r = request.response as Result;
      request.response = {
        statusCode: r.statusCode,
        headers: { 'content-type': answerType, 'cache-control': 'no-store' },
        body: JSON.parse(r.body ?? '""') as string,
      };
    },
  });
