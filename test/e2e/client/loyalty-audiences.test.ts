import { describe, expect, it } from 'vitest';
import { PRICING, usd } from '#shared/constants';
import * as m from '#shared/messages/client/loyalty-audiences';
import * as messages from '#shared/messages/client/loyalty-messages';
import { seriousViolations, tooWide } from '#test/support/axe';
import { makeId } from '#infra/local/seed/demo-data';
import { base, useBrowser } from '#test/support/pages';

// Audiences in a real browser as the demo dispensary (docs/client-loyalty-audiences.md): a segment
// built from its signup categories and a ZIP, the message previewed on a phone with the count and
// the cost, saved as a segment, and sent only after the confirmation that names the count; axe
// clean, at 375 and 1280 px.

const { signedIn } = useBrowser();
const DISPENSARY = { email: 'dispensary@demo.cannastamp.test', password: 'Dispensary-Demo-21' };

describe('a message to a segment', () => {
  it('builds a segment, previews the message with its count and cost, and sends it after confirming', async () => {
    const { context, page } = await signedIn(DISPENSARY);
    const clientId = makeId(2, 0);
    const body = `Deals members near the shop: double points today (${Date.now().toString(36)})`;
    const segment = { categories: ['Deals'], zips: ['98101'] };
    const expected = await (
      await context.request.post(`${base}/api/client/${clientId}/loyalty/audience`, {
        data: { segment, messageBody: body },
        headers: { origin: base },
      })
    ).json();
    expect(expected.recipients).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/client/${clientId}/loyalty?view=create-message`);
    const form = page.getByRole('form', { name: messages.createView });
    // the empty form on a phone and a desktop; it ends at the desktop's size
    expect(await tooWide(page, () => form.getByRole('textbox', { name: messages.bodyLabel }).waitFor())).toEqual([]);
    await form.getByRole('textbox', { name: messages.bodyLabel }).fill(body);
    // Mantine's pills box lies over its input: a click lands on the box, which opens the list
    await form.getByLabel(m.categoriesLabel, { exact: true }).click({ force: true });
    await page.getByRole('option', { name: 'Deals', exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: m.zipsLabel }).fill('98101');

    await form.getByRole('button', { name: m.preview }).click();
    const figures = form.locator('.send-preview');
    await figures.getByText(m.recipients(expected.recipients)).waitFor();
    await figures.getByText(m.excluded(expected.noConsent, expected.optedOut)).waitFor();
    await figures
      .getByText(
        m.costLine(expected.included, expected.extra, usd(PRICING.extraMessage), `$${expected.cost.toFixed(2)}`),
      )
      .waitFor();
    // the phone shows the text as it will arrive: the body and the warning the send path appends
    const phone = form.getByRole('figure', { name: m.previewTitle });
    expect(await phone.locator('.phone-bubble').textContent()).toBe(expected.text);
    expect(expected.text.startsWith(`${body}\n\n`)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // saved for next time under a name of its own
    const name = `Deals 98101 ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: m.saveAsLabel }).fill(name);
    await form.getByRole('button', { name: m.saveSegment }).click();
    await form.getByText(m.segmentSaved(name)).waitFor();

    // the preview and its figures fit a phone as they stand (a reload, as tooWide does, would empty the form)
    await page.setViewportSize({ width: 375, height: 740 });
    await figures.waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Send asks first, naming the count; nothing is sent before its button
    await form.getByRole('button', { name: messages.send }).click();
    const confirm = page.getByRole('dialog', { name: m.confirmTitle });
    await confirm.getByText(m.describeSegment(segment)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const before = (await (await context.request.get(`${base}/api/client/${clientId}/messages`)).json()).messages;
    expect(before.some((x: { messageBody: string }) => x.messageBody === body)).toBe(false);
    await confirm.getByRole('button', { name: m.confirmSend(expected.recipients) }).click();
    await page.waitForURL(/view=messages-history/);
    const card = page.getByRole('listitem').filter({ hasText: body.slice(0, 60) });
    await card.getByText(m.describeSegment(segment)).waitFor();
    const after = (await (await context.request.get(`${base}/api/client/${clientId}/messages`)).json()).messages;
    expect(after.find((x: { messageBody: string }) => x.messageBody === body)).toMatchObject({ segment });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
