import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { useNavigate } from '#web/lib/navigation.ts';
import { PRO_TRIAL_DAYS } from '#shared/constants';
import * as companyMessages from '#shared/messages/client/companies';
import { isAdmin, isBusiness } from '#shared/roles';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { useSession } from '#web/lib/session.tsx';
import { claimableQuery, claimCompany, claimExistingCompany } from './api.ts';
import { BUSINESS_TYPES, CompanyForm } from './company-form.tsx';
import { FindCompany } from './find-company.tsx';

/** The spec's failure text for a claim ('there was an error saving the testResult', as shown) and the server's details. */
const failure = (e: unknown) =>
  `${companyMessages.claimFailed}: ${isApiError(e) ? e.message : companyMessages.createIdentityFailed}`;

/**
 * /ClaimYourCompany (spec 2): 'Company Registration Information' in account-creation mode. From
 * the trial offer (`?offer=pro-trial`) the company starts Pro for 30 days; with `?company=<id>` the
 * page claims that company instead, which waits for its members when it has some.
 */
export function ClaimCompany({ proTrial, companyId }: { proTrial: boolean; companyId?: string | undefined }) {
  const { user, signedIn } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // nobody signed in: away (spec 2); someone with a company: to it
  if (!user) return <Redirect to={pages.root.href()} replace />;
  if (user.clientAssignment)
    return <Redirect to={pages.clientProducts.href({ clientId: user.clientAssignment })} replace />;
  if (!isBusiness(user) || isAdmin(user))
    return (
      <Stack maw={640} mx="auto" py="xl">
        <Title order={1}>Company Registration Information</Title>
        <Text>{companyMessages.onlyBusinessClaims}</Text>
      </Stack>
    );
  const done = (r: Awaited<ReturnType<typeof claimCompany>>) => {
    signedIn(r.user);
    if (r.status === 'pending' || !r.next) setPending(true);
    else void navigate(r.next);
  };
  return (
    <Stack maw={720} mx="auto" py="lg">
      <Title order={1}>Company Registration Information</Title>
      {proTrial && (
        <Alert color="green" title="Free Pro trial" role="status">
          {companyMessages.proTrialOffer(PRO_TRIAL_DAYS)}
        </Alert>
      )}
      {pending ? (
        <Alert color="blue" role="status" title="Claim sent">
          {companyMessages.claimPending}
        </Alert>
      ) : companyId ? (
        <ClaimNamed
          companyId={companyId}
          proTrial={proTrial}
          error={error}
          onClaim={() => {
            setError(undefined);
            claimExistingCompany(companyId)
              .then(done)
              .catch((e: unknown) => setError(failure(e)));
          }}
        />
      ) : (
        <>
          <FindCompany proTrial={proTrial} />
          <Title order={2} fz="lg">
            Register a new company
          </Title>
          <Text>Tell us about your company. You can add the rest of its details on its profile later.</Text>
          <CompanyForm
            mode="claim"
            // the account's kind is the company's: a producer account claims a producer, a store's a store
            claimTypes={BUSINESS_TYPES.filter((t) =>
              t.value === 'producer' ? user.processorUser : t.value === 'dispensary' ? user.dispensaryUser : false,
            )}
            defaultValues={{}}
            error={error}
            onCancel={() => void navigate(pages.root.href())}
            onSubmit={async (values) => {
              setError(undefined);
              try {
                const { name, type, contactName, contactPhone, licenseNumber } = values;
                done(
                  await claimCompany({
                    name,
                    type: type as 'producer' | 'dispensary',
                    contactName,
                    contactPhone,
                    licenseNumber,
                  }),
                );
              } catch (e) {
                setError(failure(e));
              }
            }}
          />
        </>
      )}
    </Stack>
  );
}

/** The company a claim link names, by name, with the claim button; or why it cannot be claimed. */
function ClaimNamed({
  companyId,
  proTrial,
  error,
  onClaim,
}: {
  companyId: string;
  proTrial: boolean;
  error: string | undefined;
  onClaim: () => void;
}) {
  const named = useQuery(claimableQuery({ id: companyId }));
  const company = named.data?.[0];
  const back = `${pages.claimYourCompany.href()}${proTrial ? '?offer=pro-trial' : ''}`;
  return (
    <Paper withBorder p="md">
      <Stack>
        {named.isPending ? (
          <Text role="status">Loading the company…</Text>
        ) : named.isError ? (
          <Alert color="red" role="alert">
            {companyMessages.fetchEntityFailed}
          </Alert>
        ) : !company ? (
          <Alert color="yellow" role="alert">
            This link names no company we know. Search for yours or register it.
          </Alert>
        ) : (
          <>
            <Title order={2} fz="lg">
              Claim {company.name}
            </Title>
            <Text>If people already work there, one of them approves you first.</Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button w="fit-content" onClick={onClaim}>
              Claim this company
            </Button>
          </>
        )}
        <Link to={back}>Register a different company</Link>
      </Stack>
    </Paper>
  );
}
