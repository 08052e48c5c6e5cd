import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import * as testResultMessages from '#shared/messages/client/test-results';
import { pages } from '#web/app/paths.ts';
import { PrefillProblems } from '#web/components/coa-prefill/prefill-problems.tsx';
import { readFields, type ReadPanels, type ReadValues } from '#web/components/coa-prefill/read-values.ts';
import { coaUsageQuery } from '#web/features/client/coa-service/api.ts';
import { certificateReadingQuery, startCertificateReading } from './api.ts';

// The producer's form filled from the certificate it attaches (docs/client-test-results.md, Filled
// from the certificate): the reading is started once the upload is confirmed, polled until the
// worker has read it, and its values fill the fields still empty.

export type Reading =
  | { state: 'idle' | 'reading' | 'failed' }
  | { state: 'read'; read: ReadValues; panels?: ReadPanels | undefined; count: number; problems: string[] };

/** Starts and polls the reading of the upload `uploadId` (none: nothing to read). */
export function useCertificateReading(clientId: string, uploadId: string | undefined): Reading {
  const [started, setStarted] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!uploadId) return;
    let current = true;
    startCertificateReading(clientId, uploadId).then(
      () => current && setStarted(uploadId),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [clientId, uploadId]);
  const reading = useQuery({
    ...certificateReadingQuery(clientId, uploadId ?? ''),
    enabled: !!uploadId && started === uploadId,
  });
  if (!uploadId) return { state: 'idle' };
  if (failed || reading.isError) return { state: 'failed' };
  const prefill = reading.data?.state === 'read' ? reading.data.prefill : undefined;
  if (reading.data?.state !== 'read') return { state: 'reading' };
  const { read, panels } = readFields(prefill);
  return { state: 'read', read, panels, count: Object.keys(read).length, problems: prefill?.problems ?? [] };
}

/**
 * Beside the attached certificates: the reading's progress and its summary (a live region, so a
 * screen reader hears both), the checks that failed, and for a company with the COA Data Entry
 * Service, the offer to have our staff enter the certificate instead.
 */
export function ReadingStatus({ clientId, reading }: { clientId: string; reading: Reading }) {
  const usage = useQuery({ ...coaUsageQuery(clientId), enabled: reading.state !== 'idle' });
  return (
    <Stack gap="xs">
      <div role="status" aria-live="polite" className="test-result-reading">
        {reading.state === 'reading' && <Text size="sm">{testResultMessages.readingCertificate}</Text>}
        {reading.state === 'read' && (
          <Text size="sm" fw={500}>
            {testResultMessages.valuesRead(reading.count)}
          </Text>
        )}
        {reading.state === 'failed' && <Text size="sm">{testResultMessages.readingFailed}</Text>}
      </div>
      {reading.state === 'read' && <PrefillProblems problems={reading.problems} />}
      {reading.state !== 'idle' && usage.data?.enabled && (
        <Text size="sm">
          Rather have it entered for you? Your company has the COA Data Entry Service: send this certificate from{' '}
          <Anchor component={Link} to={pages.clientCoaEntry.href({ clientId })}>
            COA Data Entry
          </Anchor>{' '}
          and our staff enter it.
        </Text>
      )}
    </Stack>
  );
}
