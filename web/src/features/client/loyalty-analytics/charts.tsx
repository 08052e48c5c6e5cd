import { BarChart } from '@mantine/charts';
import { Title } from '@mantine/core';
import './charts.css';
import type { AnalyticsPeriod } from '#shared/loyalty-periods';
import type { AnalyticsRow } from '#shared/schemas/loyalty-analytics';
import { axisLabel, FIGURES, formatFigure, total } from './figures.ts';

type Key = (typeof FIGURES)[number]['key'];

const GROUPS: { title: string; series: { key: Key; color: string }[] }[] = [
  {
    title: 'Members',
    series: [
      { key: 'newMembers', color: 'teal.8' },
      { key: 'activeMembers', color: 'blue.8' },
      { key: 'optedOut', color: 'red.8' },
    ],
  },
  {
    title: 'Visits and orders',
    series: [
      { key: 'checkIns', color: 'blue.8' },
      { key: 'repeatVisits', color: 'grape.8' },
      { key: 'memberOrders', color: 'orange.8' },
    ],
  },
  {
    title: 'Points',
    series: [
      { key: 'pointsIssued', color: 'teal.8' },
      { key: 'pointsRedeemed', color: 'orange.8' },
    ],
  },
  {
    title: 'Texts',
    series: [
      { key: 'textsSent', color: 'blue.8' },
      { key: 'textsDelivered', color: 'teal.8' },
      { key: 'textsFailed', color: 'red.8' },
    ],
  },
];

const labelOf = (key: Key) => FIGURES.find((f) => f.key === key)!.label;

/**
 * The figures as four bar charts (recharts, through @mantine/charts), a bar per period: its own
 * chunk, loaded when the figures are shown. Each chart is one image to assistive technology, named
 * with its range's totals; every figure is in the table below it.
 */
export function Charts({ rows, period }: { rows: AnalyticsRow[]; period: AnalyticsPeriod }) {
  const data = rows.map((r) => ({ ...r, label: axisLabel(r, period) }));
  return (
    <div className="loyalty-figures-charts">
      {GROUPS.map((g) => (
        <figure
          key={g.title}
          role="img"
          aria-label={`${g.title} per ${period}: ${g.series
            .filter((s) => s.key !== 'activeMembers')
            .map((s) => `${formatFigure(total(rows, s.key))} ${labelOf(s.key).toLowerCase()}`)
            .join(', ')} in ${rows.length} ${period}s`}
        >
          <Title order={3} fz="h4">
            {g.title}
          </Title>
          <BarChart
            h={240}
            data={data}
            dataKey="label"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={g.series.map((s) => ({ name: s.key, label: labelOf(s.key), color: s.color }))}
          />
        </figure>
      ))}
    </div>
  );
}
