import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import '#web/components/mantine.css';
import { useState } from 'react';
import { LABEL_OPTIONS, PACKAGE_WEIGHTS } from '#shared/cannastamp/label';
import * as exportMessages from '#shared/messages/client/exports';
import * as commonMessages from '#shared/messages/common';
import { isApiError, mayCall } from '#web/api/client.ts';
import { useSession } from '#web/lib/session.tsx';
import { maySeeStampDownloads } from './access.ts';
import { labelPdf, stampPng, stampSvg } from './api.ts';

type Download = () => Promise<{ link: string }>;

/**
 * Cannastamp downloads by role (spec 1): PDF labels and the PNG for dispensary, processor and
 * admin users, the SVG link for processor users; each shown by its route's own access rule. The tab opens on the click itself (a tab opened
 * after a fetch would be blocked), then goes to the file's link; a blocked tab says 'you need
 * popups enabled' as the section's own alert (the browser's alert box stopped the page).
 */
export function StampDownloads({ lotId }: { lotId: string }) {
  const { user } = useSession();
  const [busy, setBusy] = useState<string>();
  const [weight, setWeight] = useState('');
  const [problem, setProblem] = useState<string>();
  if (!maySeeStampDownloads(user)) return null;

  const open = async (key: string, download: Download) => {
    const tab = window.open('', '_blank');
    setProblem(undefined);
    if (!tab) return setProblem(exportMessages.popupsBlocked);
    setBusy(key);
    try {
      tab.location.href = (await download()).link;
    } catch (e) {
      tab.close();
      setProblem(isApiError(e) ? e.message : commonMessages.internal);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby="downloads-title">
      <h2 id="downloads-title" className="section-title">
        Downloads
      </h2>
      <Stack gap="sm">
        {mayCall('getCannastampPdf', user) && (
          <Stack role="group" aria-labelledby="labels-title" gap="xs">
            <Text id="labels-title" fw={600}>
              Cannastamp PDF labels
            </Text>
            <NativeSelect
              w={260}
              label="Package weight"
              description="Puts the milligrams of THC and CBD in the package on the label"
              value={weight}
              onChange={(e) => setWeight(e.currentTarget.value)}
              data={[
                { value: '', label: 'None (show percentages)' },
                ...PACKAGE_WEIGHTS.map((w) => ({ value: String(w), label: `${w} g` })),
              ]}
            />
            <Group gap="xs">
              {LABEL_OPTIONS.map((o) => {
                const key = `pdf-${o.name}`;
                return (
                  <Button
                    key={key}
                    variant="default"
                    size="xs"
                    loading={busy === key}
                    onClick={() => void open(key, () => labelPdf(lotId, o, weight ? Number(weight) : undefined))}
                  >
                    {o.name} PDF
                  </Button>
                );
              })}
            </Group>
          </Stack>
        )}
        <Group>
          {mayCall('lotPng', user) && (
            <Button variant="light" loading={busy === 'png'} onClick={() => void open('png', () => stampPng(lotId))}>
              Cannastamp PNG (3600 × 3600)
            </Button>
          )}
          {mayCall('lotSvg', user) && (
            <Button variant="light" loading={busy === 'svg'} onClick={() => void open('svg', () => stampSvg(lotId))}>
              Download SVG
            </Button>
          )}
        </Group>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </section>
  );
}
