// A small cookie jar over fetch, so integration tests can hold a browser-like session.

export interface Answer {
  status: number;
  body: any;
  setCookies: string[];
}

export function session(base: string, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const send = async (
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const r = await fetch(base + path, {
      method,
      headers: {
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = r.headers.getSetCookie();
    for (const c of setCookies) {
      const [pair, ...attrs] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (attrs.some((a) => /max-age=0$/i.test(a.trim())) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const text = await r.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: r.status, body: parsed, setCookies };
  };
  return {
    jar,
    get: (path: string, extra?: Record<string, string>) => send('GET', path, undefined, extra),
    post: (path: string, body?: unknown, extra?: Record<string, string>) => send('POST', path, body, extra),
    put: (path: string, body?: unknown, extra?: Record<string, string>) => send('PUT', path, body, extra),
    del: (path: string, extra?: Record<string, string>) => send('DELETE', path, undefined, extra),
  };
}

let counter = 0;
/** An e-mail address no other test uses. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}@test.cannastamp.test`;
// addresses from the benchmarking range 198.18.0.0/15 (RFC 2544), from a random start per test file
let nextIp = Math.floor(Math.random() * 100_000);
/** An address no other request of this run uses, so one test's rate limits never touch another's. */
export const uniqueIp = () => {
  const n = nextIp++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};
