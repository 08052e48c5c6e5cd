import { afterEach, describe, expect, it } from 'vitest';
import { memoryTable } from '#test/support/memory-table';
import { hashPin, verifyPin } from '#lib/base/pin-hash';
import { checkKioskPin } from './pin.ts';

describe('the kiosk PIN hash', () => {
  it('verifies the PIN it was made from and no other, with a fresh salt each time', async () => {
    const a = await hashPin('0420');
    const b = await hashPin('0420');
    expect(a).not.toBe(b);
    expect(a).not.toContain('0420');
    expect(await verifyPin('0420', a)).toBe(true);
    expect(await verifyPin('0420', b)).toBe(true);
    expect(await verifyPin('0421', a)).toBe(false);
    expect(await verifyPin('420', a)).toBe(false);
  });

  it('refuses a stored value of another kind', async () => {
    expect(await verifyPin('0420', '0420')).toBe(false);
    expect(await verifyPin('0420', 'bcrypt$x$y')).toBe(false);
  });
});

describe('the kiosk unlock check', () => {
  let table: ReturnType<typeof memoryTable> | undefined;
  afterEach(() => table?.restore());

  it("checks against the company's stored hash, and never unlocks a company without a PIN", async () => {
    process.env.TABLE_NAME = 'unit';
    table = memoryTable();
    table.items.set('CLIENT#c1|KIOSKPIN', { pk: 'CLIENT#c1', sk: 'KIOSKPIN', hash: await hashPin('7788') });
    expect(await checkKioskPin('c1', '7788')).toBe(true);
    expect(await checkKioskPin('c1', '7789')).toBe(false);
    expect(await checkKioskPin('c2', '7788')).toBe(false);
    expect(await checkKioskPin('c2', '')).toBe(false);
  });
});
