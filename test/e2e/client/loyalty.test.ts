import { beforeAll, describe, expect, it } from 'vitest';
import * as loyaltyMessages from '#shared/messages/client/loyalty';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { setClient } from '#test/support/data/clients';

// The loyalty page in a real browser: the side menu's Loyalty or Pro Loyalty entry by
// loyaltyEnabled, the Go Pro prompt without loyalty, the toolbar's views (rewards among them);
// axe and the phone and desktop layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const setLoyalty = (clientId: string, on: boolean) => setClient(clientId, { loyaltyEnabled: on });

let shop: { id: string };
let clerk: Member;
beforeAll(async () => {
  shop = await freshCompany({ type: 'dispensary', name: 'Loyalty Browser Shop' });
  clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
});

describe('the loyalty page', () => {
  it('offers Pro Loyalty and the Go Pro prompt without loyalty', async () => {
    await setLoyalty(shop.id, false);
    const { context, page } = await signedIn(clerk);
    await page.goto(`${base}/client/${shop.id}/loyalty`);
    await page.getByRole('heading', { name: loyaltyMessages.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Go Pro for Loyalty' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Company' });
    expect(await menu.getByRole('link', { name: 'Loyalty', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Pro Loyalty' }).getAttribute('href')).toBe(
      `/client/${shop.id}/premium/signup#loyaltyPlus`,
    );
    expect(await page.getByRole('tablist', { name: 'Loyalty views' }).count()).toBe(0);
    await context.close();
  });

  it('opens from the side menu with loyalty, its toolbar offering every view, rewards included', async () => {
    await setLoyalty(shop.id, true);
    const { context, page } = await signedIn(clerk);
    await page.goto(`${base}/client/${shop.id}/profile`);
    const menu = page.getByRole('navigation', { name: 'Company' });
    await menu.getByRole('link', { name: 'Loyalty', exact: true }).click();
    await page.waitForURL(`${base}/client/${shop.id}/loyalty`);
    expect(await menu.getByRole('link', { name: 'Pro Loyalty' }).count()).toBe(0);
    const toolbar = page.getByRole('tablist', { name: 'Loyalty views' });
    const rewards = toolbar.getByRole('tab', { name: 'Rewards', exact: true });
    await rewards.waitFor();
    expect(await rewards.isDisabled()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Go Pro for Loyalty' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => rewards.waitFor())).toEqual([]);
    await context.close();
  });
});
