import { describe, expect, it } from 'vitest';
import { potencyText } from './potency.ts';

describe('potencyText', () => {
  it('states an edible in milligrams a gram (percent of mass × 10) and the rest in percent', () => {
    expect(potencyText(0.2, 'Edible')).toBe('2 mg/g');
    expect(potencyText(0.04, 'Edible')).toBe('0.4 mg/g');
    expect(potencyText(1.234, 'Edible')).toBe('12 mg/g');
    expect(potencyText(22.71, 'Flower')).toBe('22.7 %');
    expect(potencyText(68.96, 'Extract/Concentrate')).toBe('69.0 %');
    expect(potencyText(5, undefined)).toBe('5.0 %');
  });
});
