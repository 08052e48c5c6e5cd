import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import '#web/components/mantine.css';
import './delivery-chart.css';
import * as messages from '#shared/messages/client/loyalty-messages';
import type { MessageDelivery } from '#shared/schemas/loyalty-message';

/**
 * The chart's rows, in the order a text goes: handed over and its outcome, refused outright, then
 * the members skipped and why, and the texts that waited for the morning.
 */
const ROWS: { key: keyof MessageDelivery; label: string }[] = [
  { key: 'sent', label: 'Sent' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'failed', label: 'Failed' },
  { key: 'undelivered', label: 'Undelivered' },
  { key: 'refused', label: 'Refused by the provider' },
  { key: 'noConsent', label: 'Skipped: no consent' },
  { key: 'optedOut', label: 'Skipped: opted out' },
  { key: 'capped', label: 'Skipped: daily cap reached' },
  { key: 'quietHours', label: 'Held for quiet hours' },
  { key: 'held', label: 'Still waiting for the morning' },
];

/**
 * A message's delivery: texts sent, delivered, failed and undelivered,
 * and members skipped by reason, as bars and, beside them, as a table a screen reader reads.
 */
export function DeliveryChart({ delivery }: { delivery: MessageDelivery }) {
  const data = ROWS.map((r) => ({ outcome: r.label, Texts: delivery[r.key] }));
  return (
    <figure className="delivery-chart">
      <figcaption className="delivery-caption">{messages.deliveryOf}</figcaption>
      <div className="delivery-bars" aria-hidden="true">
        <BarChart
          h={260}
          data={data}
          dataKey="outcome"
          orientation="vertical"
          yAxisProps={{ width: 150 }}
          series={[{ name: 'Texts', color: 'teal.7' }]}
          withTooltip={false}
          accessibilityLayer={false}
          withBarValueLabel
          // each figure just past the end of its own bar, centred on it, not beside the next one
          valueLabelProps={{ position: 'right', offset: 6, fill: 'var(--mantine-color-dark-9)' }}
          barProps={{ maxBarSize: 18 }}
          xAxisProps={{ padding: { left: 0, right: 32 } }}
          gridAxis="none"
        />
      </div>
      <Table className="delivery-table" withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Outcome</Table.Th>
            <Table.Th scope="col">Members</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((d) => (
            <Table.Tr key={d.outcome}>
              <Table.Th scope="row">{d.outcome}</Table.Th>
              <Table.Td>{d.Texts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </figure>
  );
}
