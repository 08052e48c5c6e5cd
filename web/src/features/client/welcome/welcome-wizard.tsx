import { Alert, Button, Group, Select, Stack, Stepper, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'wouter';
import * as productMessages from '#shared/messages/client/products';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { countsChanged } from '#web/features/client/company/api.ts';
import { saveLot } from '#web/features/client/lots/api.ts';
import { makeAvailable, testedLotsQuery } from '#web/features/client/products/api.ts';
import { welcomeStartQuery } from './api.ts';
import { startStep } from './start.ts';
import './welcome.css';

/** A saved test result as the test result form hands it on: its id, and its lot when the save made one. */
export interface SavedTest {
  _id: string;
  lotId?: string | undefined;
}

/** The test result form's props (the test-results feature's `TestResultForm`). */
export interface TestFormProps {
  clientId: string;
  testResultId?: string;
  /** The product the new result is of: its lot is made that product's. */
  productId?: string;
  onSaved: (saved: SavedTest) => void;
}

interface Product {
  _id: string;
  name: string;
}

export const STEPS = ['Getting Started', 'Add a Brand', 'Add a Product', 'Add a Test', 'Finish Up'] as const;

/**
 * The producer's welcome wizard (spec 2 'Welcome wizard'): five steps, starting at 0, at 2 when a
 * brand exists, at 3 with the first product when a brand and a product exist. Saving a brand leads
 * to step 2, a product to 3, a test result to 4, where the product gets that result's lot as its
 * latest lot and becomes available. The brand and product steps are the brand and product forms,
 * composed by the page (a feature imports only another's api.ts); step 3 is the test result form, with
 * the choice of a lot tested already beside it when the company has one no other product uses.
 */
export function WelcomeWizard(props: {
  clientId: string;
  brandStep: (onSaved: () => void) => ReactNode;
  productStep: (onSaved: (product: Product) => void) => ReactNode;
  TestResultForm: ComponentType<TestFormProps>;
}) {
  const start = useQuery(welcomeStartQuery(props.clientId));
  if (start.isPending)
    return (
      <p className="page-loading" role="status">
        Loading
      </p>
    );
  if (start.isError)
    return (
      <Alert color="red" role="alert">
        Something went wrong. We couldn't load your company. Please try again in a minute.
      </Alert>
    );
  const { step, product } = startStep(start.data);
  return <Steps {...props} first={step} firstProduct={product} />;
}

function Steps({
  clientId,
  brandStep,
  productStep,
  TestResultForm,
  first,
  firstProduct,
}: Parameters<typeof WelcomeWizard>[0] & { first: number; firstProduct: Product | undefined }) {
  const queries = useQueryClient();
  const [step, setStep] = useState(first);
  const [product, setProduct] = useState<Product | undefined>(firstProduct);
  const [failure, setFailure] = useState<string>();
  const [finishing, setFinishing] = useState(false);

  /** The last save: the product takes the lot (made for the result when it has none) and goes on offer. */
  const finish = async (lot: { lotId?: string | undefined; testResult?: string }) => {
    if (!product) return;
    setFailure(undefined);
    setFinishing(true);
    try {
      const lotId =
        lot.lotId ??
        (
          await saveLot(queries, clientId, {
            lotType: 'parentLot',
            product: product._id,
            testResult: lot.testResult ?? '',
          })
        )._id;
      await makeAvailable(queries, clientId, product._id, lotId);
      // the company now has what the welcome redirect counts: read them again before the next page
      await countsChanged(queries, clientId);
      setStep(4);
    } catch (e) {
      setFailure(`${productMessages.errorSaving}${isApiError(e) ? `: ${e.message}` : ''}`);
    } finally {
      setFinishing(false);
    }
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" className="welcome-wizard">
      <Stepper
        active={step}
        allowNextStepsSelect={false}
        size="sm"
        aria-label="Welcome steps"
        className="welcome-steps-full"
      >
        {STEPS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {/* a phone's header: one line and a bar instead of five wrapped labels (welcome.css) */}
      <div className="welcome-steps-compact">
        <p id="welcome-step-now">
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </p>
        <div
          className="welcome-steps-bar"
          role="progressbar"
          aria-labelledby="welcome-step-now"
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step + 1}
        >
          <span style={{ width: `${((step + 1) / STEPS.length) * 100}%` }} />
        </div>
      </div>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {step === 0 && (
        <Stack gap="sm">
          <Title order={1}>Getting Started</Title>
          <Text>
            Welcome! Three things put your first product on Cannastamp: a brand, a product of that brand, and the lab
            test result that gives it its cannastamp. This takes a few minutes; you can change everything later.
          </Text>
          <Group>
            <Button onClick={() => setStep(1)}>Get Started</Button>
          </Group>
        </Stack>
      )}
      {step === 1 && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The brand your products are sold under.
          </Text>
          {brandStep(() => setStep(2))}
        </Stack>
      )}
      {step === 2 && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The product your customers will find.
          </Text>
          {productStep((p) => {
            setProduct({ _id: p._id, name: p.name });
            setStep(3);
          })}
        </Stack>
      )}
      {step === 3 && product && (
        <Stack gap="sm">
          <Title order={1} fz="h2">
            Add a Test
          </Title>
          <Text>
            The lab test result of <strong>{product.name}</strong>: once it is saved, the product shows its cannastamp
            and becomes available.
          </Text>
          <TestResultForm
            clientId={clientId}
            productId={product._id}
            onSaved={(saved) => void finish({ lotId: saved.lotId, testResult: saved._id })}
          />
          <LotChoice
            clientId={clientId}
            product={product}
            busy={finishing}
            onChoose={(lotId) => void finish({ lotId })}
          />
        </Stack>
      )}
      {step === 4 && product && (
        <Stack gap="sm">
          <Title order={1} fz="h2">
            Finish Up
          </Title>
          <Text>
            <strong>{product.name}</strong> is available, with its test result. Customers find it on the site, and you
            can print its stickers and distribute it to dispensaries.
          </Text>
          <Group>
            <Button component={Link} to={pages.clientProduct.href({ clientId, productId: product._id })}>
              View your product
            </Button>
            <Button component={Link} variant="default" to={pages.clientProducts.href({ clientId })}>
              Manage Products
            </Button>
            <Button component={Link} variant="default" to={pages.clientTestResults.href({ clientId })}>
              Test Results
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** Beside the test result form: one of the company's lots tested already, when it has one. */
function LotChoice({
  clientId,
  product,
  busy,
  onChoose,
}: {
  clientId: string;
  product: Product;
  busy: boolean;
  onChoose: (lotId: string) => void;
}) {
  const lots = useQuery(testedLotsQuery(clientId));
  const [chosen, setChosen] = useState<string | null>(null);
  if (lots.isPending) return null;
  // a lot of another product stays that product's
  const choices = (lots.data?.lots ?? [])
    .filter((l) => !l.product || l.product === product._id)
    .map((l) => ({
      value: l._id,
      label: [
        l.s2sId ?? 'Lot',
        l.productName,
        l.test && [l.test.strain, l.test.lab, l.test.testDate].filter(Boolean).join(' · '),
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  if (choices.length === 0) return null;
  return (
    <Stack gap="sm" maw={560} component="section" aria-label="Or use a test result you entered already">
      <Title order={2} fz="lg">
        Or use a test result you entered already
      </Title>
      <Select
        label="Test result (lot)"
        placeholder="Choose a lot with its test result"
        data={choices}
        value={chosen}
        onChange={setChosen}
        searchable
      />
      <Group>
        <Button disabled={!chosen} loading={busy} onClick={() => chosen && onChoose(chosen)}>
          Use this test result
        </Button>
      </Group>
    </Stack>
  );
}
