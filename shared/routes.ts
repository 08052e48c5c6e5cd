import { routeTable } from './route-table.ts';
import { errorBodySchema } from './schemas/common.ts';
import * as account from './routes/account.ts';
import * as authentication from './routes/authentication.ts';
import * as binder from './routes/binder.ts';
import * as client from './routes/client.ts';
import * as consumer from './routes/consumer.ts';
import * as exports from './routes/exports.ts';
import * as labels from './routes/labels.ts';

// The route table: every /api route, one module per area under routes/. The local gateway, the
// CDK stack, the tests and the web client's types read this whole table; a handler imports only
// its own route from its area module, so its bundle builds only the schemas it uses. A route name
// declared by two areas fails the type check and throws at load (routeTable).

export { ACCESS_RULES, type Access, type Method, type RouteDef } from './route-def.ts';

export const routes = routeTable(authentication, account, consumer, binder, client, exports, labels);

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;

/** Answers every /api path no route claims (API Gateway's $default route in the cloud). */
export const notFoundRoute = {
  handler: 'service/not-found', access: 'public', response: errorBodySchema, needs: {},
} as const;
