import type { IncomingMessage, ServerResponse } from 'node:http';
import { listOutbox } from '#lib/mail/store';
import { outboxPage } from './outbox-page.ts';

/**
 * Tools that exist only on the local runtime (never in the route table or the cloud):
 * POST /__local/schedules/run?handler=<file> runs a scheduled worker now;
 * GET /__local/outbox (and outbox.json) shows the e-mail and SMS the platform sent, newest first.
 */
export async function localOnly(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  opts: { runSchedule: (handler: string) => Promise<boolean> },
) {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/__local/outbox.json') return answer(200, await listOutbox(100));
  if (url.pathname === '/__local/outbox') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(outboxPage(await listOutbox(100)));
    return;
  }
  if (url.pathname === '/__local/schedules/run' && req.method === 'POST') {
    const handler = url.searchParams.get('handler') ?? '';
    return (await opts.runSchedule(handler))
      ? answer(200, { ran: handler })
      : answer(404, { error: true, errorMessage: `no scheduled worker ${handler}` });
  }
  answer(404, { error: true, errorMessage: 'No such local tool' });
}
