import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { wciaJsonSchema } from './wcia-json-schema.ts';

// npm run wcia:schema: writes the WCIA JSON Schema file from the zod schema it is made from.
writeFileSync(
  join(import.meta.dirname, 'wcia-lab-result.schema.json'),
  `${JSON.stringify(wciaJsonSchema(), null, 2)}\n`,
);
