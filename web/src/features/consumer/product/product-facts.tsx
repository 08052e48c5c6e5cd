import { potencyText, totalsCheck } from '#shared/potency';
import type { TestResult } from '#shared/schemas/test-result';
import { terpenesByAmount } from './figures.ts';

interface Props {
  product: { productCategory: string; strain?: string; productName?: string };
  test: TestResult | undefined;
}

/** How many terpenes the facts name: the rest are in the figures below. */
const TOP_TERPENES = 3;

/**
 * The product's facts beside its title (its category and type are the tags above them), read like
 * a menu: its strain and line, its total THC and CBD (an
 * edible's in milligrams), its leading terpenes by amount, and who tested it when.
 */
export function ProductFacts({ product, test }: Props) {
  const totals = test && totalsCheck(test);
  const top = test
    ? terpenesByAmount(test)
        .filter(([, v]) => typeof v === 'number' && v > 0)
        .slice(0, TOP_TERPENES)
    : [];
  const potency = (v: number) => potencyText(v, product.productCategory);
  return (
    <dl className="product-facts">
      {product.strain && product.strain !== 'Not Available' && (
        <div>
          <dt>Strain</dt>
          <dd>{product.strain}</dd>
        </div>
      )}
      {product.productName && (
        <div>
          <dt>Product line</dt>
          <dd>{product.productName}</dd>
        </div>
      )}
      {totals && (
        <>
          <div>
            <dt>Total THC</dt>
            <dd>{potency(totals.thc.shown)}</dd>
          </div>
          {test.d8Thc ? (
            <div>
              <dt>Δ8-THC</dt>
              <dd>{potency(test.d8Thc)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Total CBD</dt>
            <dd>{potency(totals.cbd.shown)}</dd>
          </div>
        </>
      )}
      {top.length > 0 && (
        <div>
          <dt>Leading terpenes</dt>
          <dd>{top.map(([name, v]) => `${name} ${(v as number).toFixed(2)} %`).join(', ')}</dd>
        </div>
      )}
      {test && (
        <div>
          <dt>Tested by</dt>
          <dd>
            {test.testLab.name}
            {test.testDate
              ? `, ${new Date(`${test.testDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' })}`
              : ''}
          </dd>
        </div>
      )}
    </dl>
  );
}
