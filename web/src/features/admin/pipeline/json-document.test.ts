import { describe, expect, it } from 'vitest';
import { markedLine } from './json-document.tsx';

// Which line of a WCIA file, laid out as the split view shows it, a reading's source marks.

const lines = JSON.stringify(
  {
    lab_name: 'Confidence Analytics',
    sample: { id: '13232582566688421', sample_source_id: '13232582566688400' },
    metric_list: [
      {
        metrics: [
          { name: 'cannabigerol', qom: '1.2', uom: 'mg/g' },
          { name: 'limonene', qom: 1.1 },
        ],
      },
    ],
  },
  null,
  2,
).split('\n');

describe('markedLine', () => {
  it("marks a metric's name line, and a text field's own key", () => {
    expect(lines[markedLine(lines, 'cannabigerol: 1.2 mg/g')]).toContain('"name": "cannabigerol"');
    expect(lines[markedLine(lines, 'limonene: 1.1')]).toContain('"name": "limonene"');
    expect(lines[markedLine(lines, 'lab_name: Confidence Analytics')]).toContain('"lab_name": "Confidence Analytics"');
    expect(lines[markedLine(lines, 'sample.sample_source_id: 13232582566688400')]).toContain('"sample_source_id"');
    expect(lines[markedLine(lines, 'sample.id: 13232582566688421')]).toContain('"id": "13232582566688421"');
  });
  it('marks nothing it cannot find', () => {
    expect(markedLine(lines, 'myrcene: 0.89 pct')).toBe(-1);
    expect(markedLine(lines, 'no colon here')).toBe(-1);
  });
});
