import { Stack, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '#web/lib/navigation.ts';
import * as companyMessages from '#shared/messages/client/companies';
import type { Client } from '#shared/schemas/catalog';
import { pages } from '#web/app/paths.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { useSession } from '#web/lib/session.tsx';
import { ApiCredentials } from './api-credentials.tsx';
import { clientQuery } from '#web/lib/client.ts';
import { saveCompany } from './api.ts';
import { CompanyForm, type CompanyValues } from './company-form.tsx';
import { LabFeeds } from './lab-feeds.tsx';
import { PendingClaims } from './pending-claims.tsx';

const FORM_FIELDS = [
  'name',
  'type',
  'contactName',
  'contactPhone',
  'licenseNumber',
  'secondaryContact',
  'secondaryContactPhone',
  'buisnessLicenseNumber',
  's2sId',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone1',
  'phone2',
  'fax',
] as const;

const formValues = (c: Client): CompanyValues =>
  ({
    ...Object.fromEntries(FORM_FIELDS.map((f) => [f, (c[f] as string | undefined) ?? ''])),
    premiumLevel: c.premiumLevel,
    backgroundImage: c.backgroundImage ?? '',
    featureImage: c.featureImage ?? '',
    mediaGallery: c.mediaGallery ?? [],
  }) as CompanyValues;

/**
 * The company profile (spec 2: `profile`): the form in full mode, Continue saving and going to
 * manageBrands, Cancel leaving unsaved; the API key; people waiting to join. A member's failed save
 * says 'there was an error saving the entity', an admin's 'there was an error saving the client'
 * (the spec has both), each with the server's details.
 */
export function CompanyProfile({ clientId }: { clientId: string }) {
  const { user } = useSession();
  const entity = useQuery(clientQuery(clientId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const admin = !!user?.adminUser;
  // spec 2: dispensary and admin users add the company's images
  const images = admin || !!user?.dispensaryUser;
  return (
    <QueryState query={entity} what="company">
      {(client) => (
        <Stack gap="lg">
          <Title order={1}>Company Profile</Title>
          <CompanyForm
            key={client.updatedAt}
            mode="full"
            defaultValues={formValues(client)}
            typeLocked={!admin}
            premium={admin}
            imagesOf={images ? clientId : undefined}
            error={error}
            onCancel={() => void navigate(pages.clientProducts.href({ clientId }))}
            onSubmit={async (values) => {
              setError(undefined);
              try {
                const { premiumLevel, backgroundImage, featureImage, mediaGallery, ...form } = values;
                await saveCompany(queryClient, clientId, {
                  ...form,
                  ...(admin && premiumLevel ? { premiumLevel } : {}),
                  ...(images ? { backgroundImage, featureImage, mediaGallery } : {}),
                });
                void navigate(pages.clientBrands.href({ clientId }));
              } catch (e) {
                const text = admin ? companyMessages.clientSaveFailed : companyMessages.entitySaveFailed;
                setError(`${text}: ${e instanceof Error ? e.message : String(e)}`);
              }
            }}
          >
            <ApiCredentials clientId={clientId} apiKey={client.apiKey} />
          </CompanyForm>
          {client.type !== 'lab' && client.type !== 'integrator' && (
            <LabFeeds clientId={clientId} feeds={client.labFeeds ?? []} />
          )}
          <PendingClaims clientId={clientId} />
        </Stack>
      )}
    </QueryState>
  );
}
