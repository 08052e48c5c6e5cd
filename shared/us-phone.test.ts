import { describe, expect, it } from 'vitest';
import { isTextableUsPhone, isUsPhone } from './us-phone.ts';

describe('US phone numbers a loyalty text may go to', () => {
  it('takes geographic numbers, which the US plan calls fixed line or mobile', () => {
    for (const n of ['2065550142', '(509) 555-0100', '+1 212 555 0199']) expect(isTextableUsPhone(n), n).toBe(true);
  });

  it('refuses premium-rate, toll-free and personal numbers, though each is a valid US number', () => {
    for (const n of ['9005550142', '8005550142', '8885550142', '5005550142', '5335550123']) {
      expect(isUsPhone(n), n).toBe(true);
      expect(isTextableUsPhone(n), n).toBe(false);
    }
  });

  it('refuses what is not a US number at all', () => {
    for (const n of ['0065550100', '206555010', 'not a phone']) expect(isTextableUsPhone(n), n).toBe(false);
  });
});
