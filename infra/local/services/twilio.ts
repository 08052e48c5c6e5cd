import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './listen.ts';

// A Twilio-protocol stand-in for Programmable Messaging, so the functions send with the real
// `twilio` library (its httpClient option points it here; #lib/loyalty/provider/twilio) and receive
// status callbacks and inbound texts signed exactly as Twilio signs them. No Twilio stand-in for
// messaging exists on npm. It knows:
// - Messages create: form-encoded POST /2010-04-01/Accounts/{AccountSid}/Messages.json with basic
//   auth (the account SID as user; the password becomes that account's auth token here, which signs
//   its callbacks); answers 201 with a message resource, SID 'SM' + 32 hex, status 'queued';
// - status callbacks to the message's StatusCallback: queued → sent → delivered, or failed or
//   undelivered at configurable rates;
// - 429 and 500 answers at configurable rates (Twilio's error JSON: code, message, more_info, status);
// - inbound texts: POST /__standin/inbound { url, accountSid, from, to, body } posts Twilio's
//   inbound webhook form to `url`, signed with that account's token;
// - Twilio's default opt-out handling: an inbound opt-out keyword (the whole text, any case)
//   unsubscribes the sender from that number with Twilio's own confirmation, and creates to it are
//   refused with 400 and 21610 until an opt-in keyword, confirmed the same way (the confirmations
//   are listed with the messages, `auto` true);
// - control for tests and the bench: POST /__standin/config (the rates and the callback delay),
//   GET /__standin/messages (every message created), POST /__standin/reset.
// Signatures: X-Twilio-Signature = base64(HMAC-SHA1(authToken, url + each POST parameter's name and
// value, sorted by name)), Twilio's documented scheme, written here on its own so the library's
// validateRequest checks it independently.

export interface TwilioStandInConfig {
  /** fraction of creates answered 429 */
  throttleRate: number;
  /** fraction of creates answered 500 */
  errorRate: number;
  /** fraction of messages whose final status is failed */
  failedRate: number;
  /** fraction of messages whose final status is undelivered */
  undeliveredRate: number;
  /** delay between one status callback and the next */
  callbackDelayMs: number;
}

export interface StandInMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  mediaUrls: string[];
  statusCallback?: string;
  status: string;
  dateCreated: string;
  /** Twilio's own answer to an opt-out or opt-in keyword, not a create */
  auto?: true;
}

const OPT_OUT_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const OPT_IN_WORDS = new Set(['START', 'YES', 'UNSTOP']);
/** Twilio's default confirmations. */
export const TWILIO_OPTED_OUT =
  'You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe.';
export const TWILIO_OPTED_IN =
  'You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe. Msg&Data Rates May Apply.';

const DEFAULTS: TwilioStandInConfig = {
  throttleRate: 0,
  errorRate: 0,
  failedRate: 0,
  undeliveredRate: 0,
  callbackDelayMs: 50,
};

/** Twilio's signature of a POST to `url` with these form parameters. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const twilioError = (res: ServerResponse, status: number, code: number, message: string) =>
  json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

/** Posts a signed form to `url`, as Twilio posts its webhooks; a failure is the receiver's to log. */
async function postSigned(url: string, authToken: string, params: Record<string, string>) {
  const signature = twilioSignature(authToken, url, params);
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
  await r.arrayBuffer();
  return r.status;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startTwilio(port: number) {
  let config: TwilioStandInConfig = { ...DEFAULTS };
  const tokens = new Map<string, string>();
  let messages: StandInMessage[] = [];
  const pending = new Set<Promise<unknown>>();
  /** `<sending number>|<recipient>` pairs the recipient unsubscribed from */
  const unsubscribed = new Set<string>();

  /** Twilio's own handling of an inbound keyword, before the text is posted to the webhook. */
  function optOutHandling(accountSid: string, member: string, number: string, body: string) {
    const word = body.trim().toUpperCase();
    const pair = `${number}|${member}`;
    const change =
      OPT_OUT_WORDS.has(word) && !unsubscribed.has(pair)
        ? 'out'
        : OPT_IN_WORDS.has(word) && unsubscribed.has(pair)
          ? 'in'
          : undefined;
    if (!change) return;
    if (change === 'out') unsubscribed.add(pair);
    else unsubscribed.delete(pair);
    messages.push({
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid,
      to: member,
      from: number,
      body: change === 'out' ? TWILIO_OPTED_OUT : TWILIO_OPTED_IN,
      mediaUrls: [],
      status: 'delivered',
      dateCreated: new Date().toUTCString(),
      auto: true,
    });
  }

  async function callbacks(m: StandInMessage, authToken: string) {
    const roll = Math.random();
    const final =
      roll < config.failedRate
        ? 'failed'
        : roll < config.failedRate + config.undeliveredRate
          ? 'undelivered'
          : 'delivered';
    const steps = final === 'failed' ? ['failed'] : ['sent', final];
    for (const status of steps) {
      await sleep(config.callbackDelayMs);
      m.status = status;
      if (!m.statusCallback) continue;
      const params: Record<string, string> = {
        AccountSid: m.accountSid,
        MessageSid: m.sid,
        SmsSid: m.sid,
        MessageStatus: status,
        SmsStatus: status,
        From: m.from,
        To: m.to,
        ApiVersion: '2010-04-01',
        ...(status === 'failed' || status === 'undelivered'
          ? { ErrorCode: status === 'failed' ? '30008' : '30003' }
          : {}),
      };
      await postSigned(m.statusCallback, authToken, params).catch(() => undefined);
    }
  }

  function create(req: IncomingMessage, res: ServerResponse, accountSid: string, text: string) {
    const auth = String(req.headers.authorization ?? '');
    const [user, password] = auth.startsWith('Basic ')
      ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')
      : [];
    if (!user || !password || user !== accountSid) return twilioError(res, 401, 20003, 'Authenticate');
    const known = tokens.get(accountSid);
    if (known && known !== password) return twilioError(res, 401, 20003, 'Authenticate');
    tokens.set(accountSid, password);
    const roll = Math.random();
    if (roll < config.throttleRate) return twilioError(res, 429, 20429, 'Too Many Requests');
    if (roll < config.throttleRate + config.errorRate) return twilioError(res, 500, 20500, 'Internal Server Error');
    const form = new URLSearchParams(text);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    const mediaUrls = form.getAll('MediaUrl');
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    if (!body && mediaUrls.length === 0) return twilioError(res, 400, 21602, 'Message body is required.');
    if (unsubscribed.has(`${from}|${to}`))
      return twilioError(res, 400, 21610, 'Attempt to send to unsubscribed recipient');
    const statusCallback = form.get('StatusCallback') ?? undefined;
    const m: StandInMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid,
      to,
      from,
      body,
      mediaUrls,
      ...(statusCallback && { statusCallback }),
      status: 'queued',
      dateCreated: new Date().toUTCString(),
    };
    messages.push(m);
    const p = callbacks(m, password).finally(() => pending.delete(p));
    pending.add(p);
    json(res, 201, {
      sid: m.sid,
      account_sid: accountSid,
      api_version: '2010-04-01',
      to,
      from,
      body,
      status: 'queued',
      direction: 'outbound-api',
      num_media: String(mediaUrls.length),
      num_segments: '1',
      date_created: m.dateCreated,
      date_updated: m.dateCreated,
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      price_unit: 'USD',
      messaging_service_sid: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${m.sid}.json`,
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${m.sid}/Media.json` },
    });
  }

  async function control(path: string, req: IncomingMessage, res: ServerResponse, text: string) {
    if (path === '/__standin/messages' && req.method === 'GET') return json(res, 200, { messages });
    if (path === '/__standin/reset' && req.method === 'POST') {
      messages = [];
      unsubscribed.clear();
      config = { ...DEFAULTS };
      return json(res, 200, { config });
    }
    if (path === '/__standin/config' && req.method === 'POST') {
      config = { ...config, ...(JSON.parse(text || '{}') as Partial<TwilioStandInConfig>) };
      return json(res, 200, { config });
    }
    if (path === '/__standin/inbound' && req.method === 'POST') {
      const { url, accountSid, authToken, from, to, body } = JSON.parse(text) as Record<string, string | undefined>;
      const token = authToken ?? (accountSid ? tokens.get(accountSid) : undefined);
      if (!url || !accountSid || !token || !from || !to || body === undefined)
        return json(res, 400, { error: 'url, accountSid (with a token seen or given), from, to and body' });
      const params = {
        AccountSid: accountSid,
        MessageSid: `SM${randomBytes(16).toString('hex')}`,
        SmsSid: '',
        From: from,
        To: to,
        Body: body,
        NumMedia: '0',
        NumSegments: '1',
        ApiVersion: '2010-04-01',
      };
      params.SmsSid = params.MessageSid;
      optOutHandling(accountSid, from, to, body);
      return json(res, 200, { status: await postSigned(url, token, params) });
    }
    return json(res, 404, { error: 'unknown control call' });
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    readBody(req)
      .then(async (text) => {
        const create_ = /^\/2010-04-01\/Accounts\/(AC[0-9a-zA-Z]+)\/Messages\.json$/.exec(path);
        if (create_ && req.method === 'POST') return create(req, res, create_[1]!, text);
        if (path.startsWith('/__standin/')) return control(path, req, res, text);
        return twilioError(res, 404, 20404, 'The requested resource was not found');
      })
      .catch((e: unknown) => twilioError(res, 500, 20500, (e as Error).message));
  });
  const bound = await listenOnLoopback(server, port);
  return {
    /** port 0 binds a free port: the URL names the one bound */
    url: `http://127.0.0.1:${bound}`,
    /** every callback under way has been posted, then the server closes */
    stop: async () => {
      await Promise.allSettled([...pending]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
