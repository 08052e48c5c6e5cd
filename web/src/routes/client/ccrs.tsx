import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { QueryState } from '#web/components/query-state.tsx';
import { CcrsExport } from '#web/features/client/ccrs/ccrs-export.tsx';
import { CcrsImport } from '#web/features/client/ccrs/ccrs-import.tsx';
import { clientQuery } from '#web/lib/client.ts';

/** /client/{clientId}/ccrs: the state's LabTest file, imported by any company and made by a lab. */
export function Component() {
  const { clientId = '' } = useParams();
  const client = useQuery(clientQuery(clientId));
  return (
    <QueryState query={client} what="company">
      {(c) => (
        <Stack gap="xl" maw={1000}>
          <Title order={1} fz="h2">
            State LabTest files (CCRS)
          </Title>
          {c.type === 'lab' && <CcrsExport clientId={clientId} />}
          <CcrsImport clientId={clientId} serviceOn={c.coaDataEntryService?.enabled ?? false} />
        </Stack>
      )}
    </QueryState>
  );
}
