import { Alert, Button, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as messages from '#shared/messages/admin/recalc';
import { RECALC_STEPS } from '#shared/schemas/admin-recalc';
import { recalcQuery, RECALC_KEY, startRecalc } from './api.ts';

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC';

/**
 * Recalc (spec 3 `GET recalc/`): starts rebuilding every derived item and follows the run: steps
 * done, the current one, when it started and finished, and any errors. A second start while one
 * runs follows that one.
 */
export function RecalcPanel() {
  const queryClient = useQueryClient();
  const run = useQuery(recalcQuery());
  const start = useMutation({
    mutationFn: startRecalc,
    onSuccess: (r) => queryClient.setQueryData([RECALC_KEY], r.recalc),
  });
  const r = run.data;
  const running = r?.status === 'running';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recalc-title">
      <Title order={1} fz="h2" id="recalc-title" mb="sm">
        Recalculate
      </Title>
      <Text size="sm" mb="md">
        Rebuilds every derived item from the table: each company&apos;s counts, the search index, the similar products
        and the admin test table. The site stays up while it runs.
      </Text>
      <Stack gap="sm">
        <Button w="fit-content" onClick={() => start.mutate()} loading={start.isPending} disabled={running}>
          {running ? 'Recalculation running' : 'Start recalculation'}
        </Button>
        {start.data?.joined && <Text size="sm">{messages.joined}</Text>}
        {(start.isError || run.isError) && (
          <Alert color="red" role="alert">
            {start.error?.message ?? messages.failedToLoad}
          </Alert>
        )}
        {run.isSuccess && !r && <Text size="sm">{messages.neverRun}</Text>}
        {r && (
          <Stack gap={6}>
            <Progress
              value={(r.done.length / RECALC_STEPS.length) * 100}
              aria-label="Recalculation steps done"
              color={r.status === 'failed' ? 'red' : undefined}
            />
            <Text size="sm" role="status">
              {r.status === 'running' &&
                `Step ${r.done.length + 1} of ${RECALC_STEPS.length}: ${r.current ? messages.stepLabels[r.current] : ''}${
                  r.current === 'counts' && r.companies > 0 ? ` (${r.companies} companies so far)` : ''
                }…`}
              {r.status === 'done' && `Done: ${RECALC_STEPS.length} of ${RECALC_STEPS.length} steps.`}
              {r.status === 'failed' && messages.failed}
            </Text>
            <Text size="sm">
              Started {time(r.startedAt)}
              {r.finishedAt && `, finished ${time(r.finishedAt)}`}
            </Text>
            {r.done.length > 0 && (
              <List size="sm" aria-label="Steps done">
                {r.done.map((d) => (
                  <List.Item key={d.step}>
                    {messages.stepLabels[d.step]}: {d.detail}
                  </List.Item>
                ))}
              </List>
            )}
            {r.errors.length > 0 && (
              <List size="sm" aria-label="Errors" c="red.9">
                {r.errors.map((e) => (
                  <List.Item key={e.at}>
                    {messages.stepLabels[e.step]}, {time(e.at)}: {e.message}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
