import * as z from 'zod/mini';
import { cursorSchema, idSchema } from './common.ts';
import { testResultSchema } from './test-result.ts';

// The business client's test results (spec 2 §7: GET testResult/{id}, POST or PUT testResult/{id},
// GET testResults/; docs/client-test-results.md). The body is `testResultBodySchema`, beside the
// stored shape in test-result.ts, so the form and the server read a certificate the same way.

export const TEST_RESULT_PAGE_SIZE = 10;

export const clientTestResultsParamsSchema = z.object({ clientId: idSchema });
export const clientTestResultParamsSchema = z.object({ clientId: idSchema, id: idSchema });

export const testResultListQuerySchema = z.strictObject({
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-4]\d|50)$/, 'must be a number from 1 to 50'))),
  cursor: z.optional(cursorSchema),
});

export const testResultAnswerSchema = z.object({ error: z.literal(false), testResult: testResultSchema });

export const testResultListAnswerSchema = z.object({
  error: z.literal(false),
  testResults: z.array(testResultSchema),
  nextCursor: z.nullable(z.string()),
});
