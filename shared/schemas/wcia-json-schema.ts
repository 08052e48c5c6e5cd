import * as z from 'zod/mini';
import { wciaDocumentSchema } from './wcia.ts';

// The WCIA lab result as JSON Schema (draft 2020-12), made from wciaDocumentSchema so the two never
// differ: shared/schemas/wcia-lab-result.schema.json is this, written out for other systems (npm run
// wcia:schema writes it; wcia.test.ts fails when the file is stale, and validates the format's
// official examples of every version and the platform's own documents against the file).

export const WCIA_JSON_SCHEMA_ID = 'https://cannastamp.com/schemas/wcia-lab-result.schema.json';

export function wciaJsonSchema() {
  const { $schema, ...labResult } = z.toJSONSchema(wciaDocumentSchema, { target: 'draft-2020-12', io: 'input' });
  return {
    $schema,
    $id: WCIA_JSON_SCHEMA_ID,
    title: 'WCIA Lab Result, versions 1.0.0 to 2.2.0',
    description:
      "A lab result in the Washington Cannabis Integrators Alliance format (conflabs/wcia-lab-result-schema): one result, or a list of them. Fields later versions added are optional; 'qom' is a figure as a string or a number, or a producer's sentinel: -1 not applicable, -2 not detected, -3 not tested.",
    $defs: { labResult },
    anyOf: [{ $ref: '#/$defs/labResult' }, { type: 'array', minItems: 1, items: { $ref: '#/$defs/labResult' } }],
  };
}
