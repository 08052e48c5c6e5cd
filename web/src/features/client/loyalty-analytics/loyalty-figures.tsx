import { Alert, Button, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import * as messages from '#shared/messages/client/loyalty-analytics';
import type { AnalyticsPeriod } from '#shared/loyalty-periods';
import { analyticsQuerySchema } from '#shared/schemas/loyalty-analytics';
import { isApiError } from '#web/api/client.ts';
import { figuresQuery, type FiguresRange } from './api.ts';
import './loyalty-figures.css';
import { anyActivity, csvFileName, FIGURES, figuresCsv, formatFigure, periodLabel } from './figures.ts';

const Charts = lazy(() => import('./charts.tsx').then((m) => ({ default: m.Charts })));

/**
 * The store's loyalty figures (docs/client-loyalty-analytics.md): per week or month over a range of
 * its days (the last 12 weeks first), as charts, as a table of the same figures, and as a CSV file
 * named for the store and the range.
 */
export function LoyaltyFigures({ clientId, store }: { clientId: string; store: string }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>('week');
  const [range, setRange] = useState<FiguresRange>({});
  const [draft, setDraft] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const [problem, setProblem] = useState<string>();
  const query = useQuery(figuresQuery(clientId, period, range));
  const answer = query.data;

  // the inputs start on the range the server chose (the last 12 weeks of the store's days)
  useEffect(() => {
    if (answer && !draft.from && !draft.to) setDraft({ from: answer.from, to: answer.to });
  }, [answer, draft.from, draft.to]);

  const show = (e: FormEvent) => {
    e.preventDefault();
    const checked = analyticsQuerySchema.safeParse({ period, ...draft });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setRange({ from: draft.from, to: draft.to });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="loyalty-figures-title">
      <Title order={2} id="loyalty-figures-title">
        {messages.figuresTitle}
      </Title>
      <form onSubmit={show} noValidate className="loyalty-figures-form">
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label="First day"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            w={170}
          />
          <TextInput
            type="date"
            label="Last day"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            error={problem}
            w={170}
          />
          <Button type="submit" variant="default">
            Show these days
          </Button>
          <div>
            <Text size="sm" fw={500} id="loyalty-figures-period">
              Figures per
            </Text>
            <SegmentedControl
              aria-labelledby="loyalty-figures-period"
              value={period}
              onChange={(v) => setPeriod(v as AnalyticsPeriod)}
              data={[
                { value: 'week', label: 'Week' },
                { value: 'month', label: 'Month' },
              ]}
            />
          </div>
        </Group>
      </form>
      {query.isPending && <Text role="status">Loading the figures…</Text>}
      {query.isError && (
        <Alert color="red" role="alert" title={messages.figuresFailed}>
          {isApiError(query.error) ? query.error.message : 'Please try again in a minute.'}
        </Alert>
      )}
      {answer && (
        <>
          <Text size="sm" role="status">
            {answer.rows.length} {answer.period === 'week' ? 'weeks, Monday to Sunday' : 'months'}, from{' '}
            {answer.rows[0]?.start} to {answer.rows.at(-1)?.end}, on the store's clock ({answer.timeZone}).
          </Text>
          {!anyActivity(answer.rows) ? (
            <Text>{messages.noActivity}</Text>
          ) : (
            <>
              <Group>
                <Button
                  component="a"
                  variant="filled"
                  href={`data:text/csv;charset=utf-8,${encodeURIComponent(figuresCsv(answer))}`}
                  download={csvFileName(store, answer)}
                >
                  Download CSV
                </Button>
              </Group>
              <Suspense fallback={<p role="status">Loading the charts…</p>}>
                <Charts rows={answer.rows} period={answer.period} />
              </Suspense>
              {/* on a phone the table scrolls sideways: its viewport takes the focus so a keyboard can scroll it */}
              <Table.ScrollContainer
                minWidth={1180}
                scrollAreaProps={{
                  viewportProps: {
                    tabIndex: 0,
                    role: 'region',
                    'aria-label': messages.tableCaption(answer.period),
                  },
                }}
              >
                <Table striped withTableBorder>
                  <Table.Caption>{messages.tableCaption(answer.period)}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{answer.period === 'week' ? 'Week' : 'Month'}</Table.Th>
                      {FIGURES.map((f) => (
                        <Table.Th key={f.key} scope="col" style={{ wordBreak: 'keep-all', hyphens: 'none' }}>
                          {/* a non-breaking hyphen: 'Check-ins' never splits at it */}
                          {f.label.replace('-', '\u2011')}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.rows.map((r) => (
                      <Table.Tr key={r.start}>
                        <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                          {periodLabel(r, answer.period)}
                        </Table.Th>
                        {FIGURES.map((f) => (
                          <Table.Td key={f.key}>{formatFigure(r[f.key], f.money)}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
