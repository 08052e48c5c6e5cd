import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { QualityWeek } from '#shared/schemas/pipeline';
import { QueryState } from '#web/components/query-state.tsx';
import { qualityQuery } from './api.ts';
import './pipeline.css';

// The pipeline's own quality figure: per week, fields entered, fields the review changed and items
// rejected, and the error rate per 1,000 fields (changed ÷ entered × 1,000). A small SVG bar chart
// of the rate, and the table it is drawn from, which is also what a screen reader reads.

/** Fields changed in review per 1,000 fields entered; undefined for a week without entries. */
export const ratePer1000 = (changed: number, entered: number) => (entered > 0 ? (changed / entered) * 1000 : undefined);

const fmt = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(1));

function Chart({ weeks }: { weeks: QualityWeek[] }) {
  const rates = weeks.map((w) => ratePer1000(w.fieldsChanged, w.fieldsEntered));
  const max = Math.max(1, ...rates.map((r) => r ?? 0));
  const W = 640;
  const H = 200;
  const pad = 28;
  const bar = (W - pad) / weeks.length;
  return (
    <svg viewBox={`0 0 ${W} ${H + 36}`} role="img" aria-labelledby="quality-chart-title">
      <title id="quality-chart-title">Fields changed in review per 1,000 fields entered, by week</title>
      <line x1={pad} y1={H} x2={W} y2={H} stroke="currentColor" strokeOpacity={0.4} />
      <text x={0} y={12} fontSize={11} fill="currentColor">
        {fmt(max)}
      </text>
      <text x={0} y={H} fontSize={11} fill="currentColor">
        0
      </text>
      {weeks.map((w, i) => {
        const r = rates[i] ?? 0;
        const h = (r / max) * (H - 16);
        return (
          <g key={w.week}>
            <rect
              x={pad + i * bar + 4}
              y={H - h}
              width={Math.max(2, bar - 8)}
              height={h}
              fill="var(--mantine-color-green-7)"
            />
            <text x={pad + i * bar + bar / 2} y={H + 14} fontSize={10} textAnchor="middle" fill="currentColor">
              {w.week.slice(5)}
            </text>
            {rates[i] !== undefined && (
              <text x={pad + i * bar + bar / 2} y={H - h - 4} fontSize={10} textAnchor="middle" fill="currentColor">
                {fmt(rates[i])}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

export function QualityFigure() {
  const q = useQuery(qualityQuery());
  return (
    <section aria-labelledby="quality-title" className="pipeline-chart">
      <Title order={2} fz="h3" id="quality-title">
        Pipeline quality
      </Title>
      <QueryState query={q} what="quality figures">
        {({ weeks }) => {
          const entered = weeks.reduce((n, w) => n + w.fieldsEntered, 0);
          const changed = weeks.reduce((n, w) => n + w.fieldsChanged, 0);
          const rejected = weeks.reduce((n, w) => n + w.rejected, 0);
          const total = ratePer1000(changed, entered);
          return (
            <>
              <Text>
                {total === undefined
                  ? `No fields entered in the last ${weeks.length} weeks.`
                  : `Measured error rate: ${fmt(total)} per 1,000 fields over the last ${weeks.length} weeks (${changed} of ${entered} fields changed in review; ${rejected} ${rejected === 1 ? 'item' : 'items'} rejected).`}
              </Text>
              <Chart weeks={weeks} />
              {/* on a phone the table scrolls sideways: its viewport takes the focus so a keyboard can scroll it */}
              <Table.ScrollContainer
                minWidth={480}
                scrollAreaProps={{
                  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'The figures by ISO week' },
                }}
              >
                <Table striped>
                  <Table.Caption>The figures by ISO week</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Week</Table.Th>
                      <Table.Th scope="col">Fields entered</Table.Th>
                      <Table.Th scope="col">Fields changed in review</Table.Th>
                      <Table.Th scope="col">Items reviewed</Table.Th>
                      <Table.Th scope="col">Items rejected</Table.Th>
                      <Table.Th scope="col">Errors per 1,000 fields</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {weeks.map((w) => (
                      <Table.Tr key={w.week}>
                        <Table.Th scope="row">{w.week}</Table.Th>
                        <Table.Td>{w.fieldsEntered}</Table.Td>
                        <Table.Td>{w.fieldsChanged}</Table.Td>
                        <Table.Td>{w.itemsReviewed}</Table.Td>
                        <Table.Td>{w.rejected}</Table.Td>
                        <Table.Td>{fmt(ratePer1000(w.fieldsChanged, w.fieldsEntered))}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
