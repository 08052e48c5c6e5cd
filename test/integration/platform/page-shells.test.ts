import { describe, expect, inject, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { APP_SHELL } from '#shared/shells';

const base = inject('baseUrl');
const SHOP = makeId(2, 0);
const COMPANY = makeId(1, 0);

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
    expect(kiosk).toBe(await (await fetch(`${base}/kiosk.html`)).text());
    expect(version(kiosk)).toBe(version(app));
    // everything the app's page preloads, then more: the kiosk page's own chunks, each one there
    const extra = preloads(kiosk).filter((f) => !preloads(app).includes(f));
    expect(preloads(app).every((f) => preloads(kiosk).includes(f))).toBe(true);
    expect(extra.some((f) => /\/assets\/whitelabel-[\w-]+\.js$/.test(f))).toBe(true);
    for (const f of extra) expect((await fetch(`${base}${f}`)).status, f).toBe(200);
  });

  it("answers Manage Products with its shell: the app's page plus the client area's and the table's code", async () => {
    const app = await (await fetch(`${base}/`)).text();
    const page = await (await fetch(`${base}/client/${COMPANY}/manageProducts`)).text();
    expect(page).toBe(await (await fetch(`${base}/manage-products.html`)).text());
    expect(version(page)).toBe(version(app));
    const extra = preloads(page).filter((f) => !preloads(app).includes(f));
    expect(preloads(app).every((f) => preloads(page).includes(f))).toBe(true);
    for (const chunk of ['shell', 'manage-products'])
      expect(extra.some((f) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(f))).toBe(true);
    for (const f of extra) expect((await fetch(`${base}${f}`)).status, f).toBe(200);
  });

  it("answers every other app address with the app's page", async () => {
    const app = await (await fetch(`${base}${APP_SHELL}`)).text();
    for (const path of ['/', `/client/${COMPANY}/manageBrands`, `/client/${COMPANY}/manageProducts/x`, '/whitelabel'])
      expect(await (await fetch(`${base}${path}`)).text(), path).toBe(app);
  });
});
