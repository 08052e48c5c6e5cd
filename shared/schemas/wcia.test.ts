import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { parseWcia } from './wcia.ts';
import { wciaJsonSchema } from './wcia-json-schema.ts';

// The WCIA JSON Schema file against the zod schema it is made from, and against the format's
// official example of every version (test/fixtures/wcia/) and a lab's published document.

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'wcia');
const file = JSON.parse(readFileSync(join(import.meta.dirname, 'wcia-lab-result.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(file);
const examples = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));

describe('the WCIA JSON Schema', () => {
  it('is the zod schema written out (npm run wcia:schema after a change)', () => {
    expect(file).toEqual(wciaJsonSchema());
  });

  it('holds the official example of every version, 1.0.0 to 2.2.0, and a lab’s document', () => {
    expect(examples).toEqual(expect.arrayContaining(['v1.0.0.json', 'v1.3.0.json', 'v2.1.0.json', 'v2.2.0.json']));
    expect(examples).toHaveLength(8);
    for (const name of examples) {
      const doc = JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
      expect(validate(doc), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(parseWcia(readFileSync(join(FIXTURES, name))), name).toHaveProperty('doc');
    }
  });

  it.each([
    ['no metric list', { labresult_id: 'x' }],
    ['an empty list of results', []],
    ['a figure that is an object', { metric_list: [{ metrics: [{ name: 'thc', qom: { v: 1 } }] }] }],
    ['an analyte without a name', { metric_list: [{ metrics: [{ name: '', qom: '1' }] }] }],
    ['a release date that is not ISO 8601', { release_date: '10/01/2022', metric_list: [] }],
    ['is_medical of 2', { is_medical: 2, metric_list: [] }],
    ['a version that is not one', { document_schema_version: 'latest', metric_list: [] }],
  ])('refuses %s, as the zod schema does', (_, doc) => {
    expect(validate(doc)).toBe(false);
    expect(parseWcia(new TextEncoder().encode(JSON.stringify(doc)))).toEqual({ problem: 'notWcia' });
  });
});
