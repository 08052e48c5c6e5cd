import { AreaChart, BarChart } from '@mantine/charts';
import { Title } from '@mantine/core';
import './charts.css';
import type { ActivityDay } from '#shared/schemas/loyalty-activity';

/**
 * The two charts (recharts, through @mantine/charts): members over time, and check-ins per day.
 * Its own chunk, loaded when the charts are shown: recharts is most of the page's weight. Each chart
 * is one image to assistive technology, named with what it shows; the figures are in the table beside it.
 */
export function Charts({ days }: { days: ActivityDay[] }) {
  const first = days[0];
  const last = days.at(-1);
  const checkIns = days.reduce((s, d) => s + d.checkIns, 0);
  const short = days.map((d) => ({ ...d, label: d.day.slice(5) }));
  return (
    <div className="loyalty-charts">
      <figure
        role="img"
        aria-label={`Members over time: ${first?.members ?? 0} to ${last?.members ?? 0} in ${days.length} days`}
      >
        <Title order={3}>Members over time</Title>
        <AreaChart
          h={220}
          data={short}
          dataKey="label"
          series={[{ name: 'members', label: 'Members', color: 'teal.6' }]}
          curveType="monotone"
          withDots={false}
        />
      </figure>
      <figure role="img" aria-label={`Check-ins per day: ${checkIns} in ${days.length} days`}>
        <Title order={3}>Check-ins per day</Title>
        <BarChart
          h={220}
          data={short}
          dataKey="label"
          series={[{ name: 'checkIns', label: 'Check-ins', color: 'blue.6' }]}
        />
      </figure>
    </div>
  );
}
