import { describe, expect, inject, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { APP_SHELL, PAGE_SHELLS } from '#shared/shells';

const base = inject('baseUrl');
const SHOP = makeId(2, 0);

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
const version = (html: string) => /<meta name="app-version" content="([^"]+)"/.exec(html)?.[1];

// An app address is answered with its page's own shell where it has one (shared/shells.ts): the
// same app, plus preload links for what that page opens with.
describe('page shells', () => {
  it("answers a kiosk address with the kiosk's shell: the app's page plus the storefront's code", async () => {
    const app = await (await fetch(`${base}/`)).text();
    const r = await fetch(`${base}/whitelabel/${SHOP}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    const kiosk = await r.text();
    expect(kiosk).toBe(await (await fetch(`${base}${PAGE_SHELLS[0].file}`)).text());
    expect(version(kiosk)).toBe(version(app));
    // everything the app's page preloads, then more: the kiosk page's own chunks, each one there
    const extra = preloads(kiosk).filter((f) => !preloads(app).includes(f));
    expect(preloads(app).every((f) => preloads(kiosk).includes(f))).toBe(true);
    expect(extra.some((f) => /\/assets\/whitelabel-[\w-]+\.js$/.test(f))).toBe(true);
    for (const f of extra) expect((await fetch(`${base}${f}`)).status, f).toBe(200);
  });

  it("answers every other app address with the app's page", async () => {
    const app = await (await fetch(`${base}${APP_SHELL}`)).text();
    for (const path of ['/', '/client/5c3e740000000000000f4240/manageProducts', '/whitelabel'])
      expect(await (await fetch(`${base}${path}`)).text(), path).toBe(app);
  });
});
