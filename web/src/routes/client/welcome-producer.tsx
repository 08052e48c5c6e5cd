import { useParams } from 'wouter';
import { BrandForm } from '#web/features/client/brands/brand-form.tsx';
import { ProductForm } from '#web/features/client/products/product-form.tsx';
import { TestResultForm } from '#web/features/client/test-results/test-result-form.tsx';
import { WelcomeWizard } from '#web/features/client/welcome/welcome-wizard.tsx';

/**
 * /client/{clientId}/welcome/producer (spec 2): the welcome wizard, without the side menu (the
 * shell leaves it out here). The page composes the brand, product and test result forms into its
 * steps (docs/client-welcome.md).
 */
export function Component() {
  const { clientId = '' } = useParams();
  return (
    <WelcomeWizard
      clientId={clientId}
      brandStep={(onSaved) => <BrandForm clientId={clientId} onSaved={onSaved} />}
      productStep={(onSaved) => <ProductForm clientId={clientId} onSaved={onSaved} />}
      TestResultForm={TestResultForm}
    />
  );
}
