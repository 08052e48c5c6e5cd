/** What the wizard knows of the company when it opens. */
export interface WelcomeStart {
  hasBrand: boolean;
  firstProduct?: { _id: string; name: string } | undefined;
}

/**
 * The step the wizard opens at (spec 2 'Welcome wizard'): 0; 2 when a brand exists; 3, with the
 * first product, when a brand and a product exist. A product without a brand (an admin's CSV, a
 * brand since removed) does not skip the brand step.
 */
export const startStep = ({
  hasBrand,
  firstProduct,
}: WelcomeStart): { step: 0 | 2 | 3; product?: WelcomeStart['firstProduct'] } =>
  hasBrand && firstProduct ? { step: 3, product: firstProduct } : hasBrand ? { step: 2 } : { step: 0 };
