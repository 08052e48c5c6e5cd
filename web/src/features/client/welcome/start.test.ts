import { describe, expect, it } from 'vitest';
import { startStep } from './start.ts';

const product = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Blue Dream' };

describe('where the welcome wizard opens', () => {
  it('opens at Getting Started for a company with nothing, and with only a product', () => {
    expect(startStep({ hasBrand: false })).toEqual({ step: 0 });
    expect(startStep({ hasBrand: false, firstProduct: product })).toEqual({ step: 0 });
  });

  it('opens at Add a Product once a brand exists, and at Add a Test with the first product once both do', () => {
    expect(startStep({ hasBrand: true })).toEqual({ step: 2 });
    expect(startStep({ hasBrand: true, firstProduct: product })).toEqual({ step: 3, product });
  });
});
