import { describe, expect, it } from 'vitest';
import { readFields } from './read-values.ts';

// The line under a filled field names the file its value was printed in: the reading's own file, or
// the one a value of several certificates read together came from.

const source = (printed: string, more = {}) => ({
  page: 2,
  printed,
  box: [1, 2, 3, 4] as [number, number, number, number],
  ...more,
});

describe('readFields', () => {
  it('names each value’s own file and kind, and marks that file', () => {
    const { read, marks } = readFields({
      from: 'wcia',
      layout: 'wcia',
      file: 1,
      readAt: '2026-11-28T00:00:00.000Z',
      fields: {
        thcA: { value: 20.1, source: source('thca: 20.1 pct') },
        strain: { value: 'Cherry Punch', source: source('Cherry Punch 1/2 oz.', { file: 0, from: 'pdf' }) },
      },
      problems: [],
    });
    expect(read['figures.thcA']!.source).toBe(
      'From the lab’s WCIA document, file #2: “thca: 20.1 pct”'.replace('’', "'"),
    );
    expect(read.strain!.source).toBe('Read from file #1, page 2: “Cherry Punch 1/2 oz.”');
    expect(marks.strain!.file).toBe(0);
    expect(marks['figures.thcA']!.file).toBe(1);
  });
});
