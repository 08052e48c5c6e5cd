import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useState } from 'react';
import { isApiError } from '#web/api/client.ts';
import { revealApiSecret, rotateApiSecret } from './api.ts';

/**
 * The company's API key, and its secret revealed on click through its own call (it is in no other
 * answer); Rotate makes a new pair after a confirmation, and the old secret stops working.
 */
export function ApiCredentials({ clientId, apiKey }: { clientId: string; apiKey?: string | undefined }) {
  const [shown, setShown] = useState<{ apiKey: string; apiSecret: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = async (fn: () => Promise<{ apiKey: string; apiSecret: string }>) => {
    setBusy(true);
    setError(undefined);
    try {
      setShown(await fn());
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Could not reach the server.');
    } finally {
      setBusy(false);
    }
  };
  const key = shown?.apiKey ?? apiKey;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="api-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="api-title">
          API access
        </Title>
        <TextInput label="API Key" readOnly value={key ?? 'None yet: rotate to create one'} />
        {shown && <TextInput label="API Secret" readOnly value={shown.apiSecret} autoComplete="off" />}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          {key && !shown && (
            <Button variant="light" loading={busy} onClick={() => void run(() => revealApiSecret(clientId))}>
              Reveal API Secret
            </Button>
          )}
          {shown && (
            <Button variant="light" onClick={() => setShown(undefined)}>
              Hide API Secret
            </Button>
          )}
          <Button variant="default" onClick={() => setConfirming(true)}>
            Rotate API Secret
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Rotate the API secret?">
        <Stack>
          <Text>Programs using the current key and secret stop working until they are given the new pair.</Text>
          <Group>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                setConfirming(false);
                void run(() => rotateApiSecret(clientId));
              }}
            >
              Rotate
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep the current secret
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
