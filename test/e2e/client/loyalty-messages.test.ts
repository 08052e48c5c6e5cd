import { beforeAll, describe, expect, it } from 'vitest';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import * as audienceMessages from '#shared/messages/client/loyalty-audiences';
import * as messages from '#shared/messages/client/loyalty-messages';
import { MEDIA } from '#shared/media';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { pngBytes } from '#test/support/uploads';
import { setClient } from '#test/support/data/clients';
import { setMessage } from '#test/support/data/loyalty';

// The loyalty messages views in a real browser: create message with an image (and the 600 KB
// refusal before anything is uploaded), the history split pending versus sent with the body cut
// at 80 characters and the pending icon, a message's delivery chart read as text, a failed load
// in the header; axe and the phone and desktop layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const BODY =
  'Double points all weekend on every check-in at the shop! Show this text at the counter to claim your reward.';
const CUT = `${BODY.slice(0, 80)}…`;

let shop: { id: string };
let clerk: Member;
beforeAll(async () => {
  shop = await freshCompany({ type: 'dispensary', name: 'Loyalty Messages Shop' });
  clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
  await setClient(shop.id, { loyaltyEnabled: true });
});

describe('the loyalty messages views', () => {
  it('creates a message with an image, refuses a file over 600 KB before uploading it, then shows the history', async () => {
    const { context, page } = await signedIn(clerk);
    const signed: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/sign-s3') && signed.push(new URL(r.url()).searchParams.get('file-name')!),
    );
    await page.goto(`${base}/client/${shop.id}/loyalty?view=create-message`);
    const form = page.getByRole('form', { name: messages.createView });
    const body = form.getByRole('textbox', { name: messages.bodyLabel });
    await body.waitFor();

    // an empty body is refused in the form, and nothing is sent
    await form.getByRole('button', { name: messages.send }).click();
    await form.getByText(messages.bodyRequired).waitFor();

    await body.fill(BODY);
    await form.getByText(`${BODY.length} / 1600 characters`).waitFor();
    await form.getByLabel(messages.addImages).setInputFiles([
      { name: 'promo.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(2048)) },
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(600 * 1024 + 1)) },
      { name: 'extra.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(1024)) },
    ]);
    await form.getByRole('img', { name: 'promo.png' }).waitFor();
    await form.getByRole('img', { name: 'extra.png' }).waitFor();
    await expect
      .poll(() => form.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining('File sizes cannot exceed 600 KB'));
    expect(signed.sort()).toEqual(['extra.png', 'promo.png']);
    // an attached image can be removed before sending
    await form.getByRole('button', { name: 'Remove extra.png' }).click();
    expect(await form.getByRole('img', { name: 'extra.png' }).count()).toBe(0);

    await form.getByRole('button', { name: messages.send }).click();
    // the confirmation names the count (this shop has no members yet) and sends only on its button
    const confirm = page.getByRole('dialog', { name: audienceMessages.confirmTitle });
    await confirm.getByText(audienceMessages.noRecipients).waitFor();
    await confirm.getByRole('button', { name: audienceMessages.confirmSend(0) }).click();
    await page.waitForURL(/view=messages-history/);
    // sent now, the send path may have texted it already: pending or sent, it is listed once, cut
    const card = page.getByRole('listitem').filter({ hasText: CUT });
    await card.waitFor();
    expect(await card.getByText(BODY, { exact: true }).count()).toBe(0);
    await card.getByText('1 image').waitFor();

    // the message names the one image, kept under the private loyalty prefix
    const list = await (await context.request.get(`${base}/api/client/${shop.id}/messages`)).json();
    expect(list.messages).toHaveLength(1);
    expect(list.messages[0].messageMediaAws).toEqual([
      expect.stringMatching(new RegExp(`^${MEDIA.private.loyalty}${shop.id}/[0-9a-f]{24}\\.png$`)),
    ]);
    expect(list.messages[0].messageBody).toBe(BODY);
    await context.close();
  });

  it('splits pending from sent, shows each delivery as a chart read as text, and holds the layouts', async () => {
    const { context, page } = await signedIn(clerk);
    // the first message as the send path leaves it once its texts went out
    const first = (await (await context.request.get(`${base}/api/client/${shop.id}/messages`)).json()).messages[0];
    await setMessage(shop.id, first._id, {
      status: 'complete',
      deliveryPercent: 80,
      sentCount: 10,
      deliveredCount: 8,
      failedCount: 1,
      undeliveredCount: 1,
      noConsentCount: 3,
      optedOutCount: 2,
      quietHoursCount: 4,
      cappedCount: 5,
      refusedCount: 6,
      heldCount: 0,
    });
    const later = await context.request.post(`${base}/api/client/${shop.id}/message`, {
      data: { messageBody: 'See you tomorrow', sendDateTime: new Date(Date.now() + 86_400_000).toISOString() },
      headers: { origin: base },
    });
    expect(later.status()).toBe(200);

    await page.goto(`${base}/client/${shop.id}/loyalty?view=messages-history`);
    const pending = page.getByRole('region', { name: messages.pending });
    const sent = page.getByRole('region', { name: messages.sent });
    await pending.getByText('See you tomorrow').waitFor();
    await sent.getByText(CUT).waitFor();
    expect(await pending.getByRole('listitem').count()).toBe(1);
    expect(await sent.getByRole('listitem').count()).toBe(1);
    expect(await sent.getByRole('img', { name: 'Pending' }).count()).toBe(0);
    await sent.getByText(messages.delivered(80)).waitFor();

    await sent.getByRole('button', { name: messages.showDelivery }).click();
    const chart = sent.getByRole('figure', { name: messages.deliveryOf });
    const table = chart.getByRole('table');
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      'Outcome Members',
      'Sent 10',
      'Delivered 8',
      'Failed 1',
      'Undelivered 1',
      'Refused by the provider 6',
      'Skipped: no consent 3',
      'Skipped: opted out 2',
      'Skipped: daily cap reached 5',
      'Held for quiet hours 4',
      'Still waiting for the morning 0',
    ]);
    expect(await sent.getByRole('button', { name: messages.hideDelivery }).getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    // the chart and its table fit a phone
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await tooWide(page, () => sent.getByText(CUT).waitFor())).toEqual([]);

    await page.goto(`${base}/client/${shop.id}/loyalty?view=create-message`);
    const form = page.getByRole('form', { name: messages.createView });
    await form.getByRole('radio', { name: messages.sendLater }).check();
    await form.getByRole('textbox', { name: messages.sendAtLabel, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => form.waitFor())).toEqual([]);
    await context.close();
  });

  it('says to wait while loading and prints a failed load in the header, the history left empty', async () => {
    const { context, page } = await signedIn(clerk);
    // the call is held until the waiting text has been seen, then dropped
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/client/${shop.id}/messages*`, async (r) => {
      await held;
      await r.abort('connectionreset');
    });
    await page.goto(`${base}/client/${shop.id}/loyalty?view=messages-history`);
    // the history's own (the members' region beside it may be loading too)
    await page
      .getByRole('tabpanel', { name: 'Messages history' })
      .getByRole('status')
      .filter({ hasText: loyaltyMessages.waitForData })
      .waitFor();
    release();
    const errors = page.getByRole('alert', { name: loyaltyMessages.dataErrors });
    await errors.waitFor();
    expect(await errors.textContent()).toContain('"view": "messages history"');
    await page.getByText(messages.noMessages).waitFor();
    expect(await page.getByRole('region', { name: messages.pending }).count()).toBe(0);
    await context.close();
  });
});
