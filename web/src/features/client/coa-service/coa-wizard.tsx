import { Alert, Button, Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './coa-service.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { COA_BATCH_MAX, COA_MESSAGE_MS } from '#shared/constants';
import * as coaMessages from '#shared/messages/client/coa-service';
import type { COA_MODES } from '#shared/schemas/coa-service';
import { isApiError } from '#web/api/client.ts';
import { GoProPrompt } from '#web/components/go-pro-prompt.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { DocumentList, type DocumentRef } from '#web/components/uploads/document-list.tsx';
import { coaUsageQuery, sendCoas } from './api.ts';

type Mode = (typeof COA_MODES)[number];
const STEPS = ['About Your COAs', 'Upload Your COAs', 'Done'] as const;

/** The error bar: a COA message stays for 3 seconds (spec 2 §8, §9). */
function useErrorBar() {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(undefined), COA_MESSAGE_MS);
    return () => clearTimeout(t);
  }, [message]);
  return [message, setMessage] as const;
}

/**
 * COA Data Entry Service (spec 2 §2): three steps, About Your COAs (Multiple or Single PDFs per
 * batch), Upload Your COAs (1 PDF, or 2 to 100, three uploading at a time) and Done, the list of
 * what was sent. Each PDF becomes one COA for our data-entry staff, counted against the company's
 * monthly limit, which the server enforces. Without the service, the Go Pro prompt.
 */
export function CoaWizard({ clientId }: { clientId: string }) {
  const usage = useQuery(coaUsageQuery(clientId));
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [mode, setMode] = useState<Mode>('multiple');
  const [docs, setDocs] = useState<DocumentRef[]>([]);
  const [sent, setSent] = useState<{ names: string[]; already: string[] }>({ names: [], already: [] });
  const [sending, setSending] = useState(false);
  const [error, setError] = useErrorBar();

  const finish = async () => {
    if (!docs.length) return setError(coaMessages.noDocuments);
    if (mode === 'multiple' && docs.length < 2) return setError(coaMessages.multipleNeedsTwo);
    setSending(true);
    try {
      const r = await sendCoas(
        queryClient,
        clientId,
        mode,
        docs.map((d) => d.key),
      );
      const nameOf = (key: string) => docs.find((d) => d.key === key)?.fileName ?? key;
      setSent({ names: r.sent.map((s) => nameOf(s.pdfFile)), already: r.alreadySent.map(nameOf) });
      setDocs([]);
      setStep(2);
    } catch (e) {
      setError(isApiError(e) && e.status < 500 ? e.message : coaMessages.sendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="lg" className="coa-wizard">
      <Title order={1}>COA Data Entry Service</Title>
      <QueryState query={usage} what="COA service">
        {(u) =>
          !u.enabled ? (
            <GoProPrompt clientId={clientId} feature="COA Data Entry" plan="coaTrial">
              Send us your lab certificates as PDFs and our staff enter every figure for you, with COA concierge plans
              from a free trial of 25 COAs.
            </GoProPrompt>
          ) : (
            <>
              <Text role="status">
                {u.used} of {u.serviceLimit} COAs sent this month.
              </Text>
              <ol className="coa-steps" aria-label="Steps">
                {STEPS.map((s, i) => (
                  <li key={s} aria-current={i === step ? 'step' : undefined} data-done={i < step}>
                    {s}
                  </li>
                ))}
              </ol>
              {error && (
                <Alert color="red" role="alert" className="coa-error-bar">
                  {error}
                </Alert>
              )}
              {step === 0 && (
                <section aria-labelledby="coa-about">
                  <Title order={2} fz="h3" id="coa-about">
                    About Your COAs
                  </Title>
                  <Radio.Group
                    label="How many PDFs does each of your batches have?"
                    value={mode}
                    onChange={(v) => setMode(v as Mode)}
                    mt="sm"
                  >
                    <Stack gap={6} mt={6}>
                      <Radio value="multiple" label={`Multiple PDFs per batch (2 to ${COA_BATCH_MAX} at once)`} />
                      <Radio value="single" label="Single PDF per batch" />
                    </Stack>
                  </Radio.Group>
                  <Text size="sm" c="dimmed" mt="xs">
                    Each PDF is one COA for our staff and counts once against your monthly limit.
                  </Text>
                  <Button mt="md" onClick={() => setStep(1)}>
                    Next
                  </Button>
                </section>
              )}
              {step === 1 && (
                <section aria-labelledby="coa-upload">
                  <Title order={2} fz="h3" id="coa-upload">
                    Upload Your COAs
                  </Title>
                  <Text size="sm" mb="sm">
                    {mode === 'single'
                      ? 'Attach the PDF of one COA.'
                      : `Attach 2 to ${COA_BATCH_MAX} PDFs, one COA each. They upload three at a time.`}{' '}
                    A lab&apos;s WCIA JSON lab result (.json, up to 1 MB) may take the place of a PDF.
                  </Text>
                  <DocumentList
                    clientId={clientId}
                    label="COA PDFs"
                    value={docs}
                    onChange={setDocs}
                    max={mode === 'single' ? 1 : COA_BATCH_MAX}
                  />
                  <Group mt="md">
                    <Button variant="default" onClick={() => setStep(0)} disabled={sending}>
                      Back
                    </Button>
                    {docs.length > 0 && (
                      <Button onClick={() => void finish()} loading={sending}>
                        Finish
                      </Button>
                    )}
                  </Group>
                </section>
              )}
              {step === 2 && (
                <section aria-labelledby="coa-done">
                  <Title order={2} fz="h3" id="coa-done">
                    Done
                  </Title>
                  <Text mb="xs">
                    {sent.names.length === 1 ? 'This COA is' : `These ${sent.names.length} COAs are`} with our
                    data-entry staff. Each shows as a pending lot until its results are entered and reviewed.
                  </Text>
                  <List aria-label="COAs sent">
                    {sent.names.map((n, i) => (
                      <List.Item key={`${n}-${i}`}>{n}</List.Item>
                    ))}
                  </List>
                  {sent.already.length > 0 && (
                    <Text size="sm" mt="xs">
                      Sent before, not counted again: {sent.already.join(', ')}
                    </Text>
                  )}
                  <Button mt="md" variant="default" onClick={() => setStep(0)}>
                    Send more COAs
                  </Button>
                </section>
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
