import * as z from 'zod/mini';
import * as messages from '../messages/admin/test-results.ts';
import { stampSummarySchema } from './stamp.ts';
import { idSchema, tableSearchSchema } from './common.ts';

// The admin test table (docs/admin-test-results.md): offset paging with a total, sorted and
// filtered on any column, answered from the test-table packs in memory.

/** The figure columns, by the row figure they show. */
export const FIGURE_COLUMNS = {
  thc: 'thcTotal',
  cbd: 'cbdTotal',
  cbn: 'cbn',
  cbg: 'cbg',
  terpenes: 'terpeneTotal',
  myrcene: 'myrcene',
  alphaPinene: 'alphaPinene',
  betaPinene: 'betaPinene',
  caryophyllene: 'caryophyllene',
  humulene: 'humulene',
  limonene: 'limonene',
  linalool: 'linalool',
  ocimene: 'ocimene',
  terpinolene: 'terpinolene',
} as const;
export type FigureColumn = keyof typeof FIGURE_COLUMNS;
const FIGURE_IDS = Object.keys(FIGURE_COLUMNS) as FigureColumn[];

/** The figure columns' headers, as the table and a refused filter's message name them. */
export const FIGURE_LABELS: Record<FigureColumn, string> = {
  thc: 'THC',
  cbd: 'CBD',
  cbn: 'CBN',
  cbg: 'CBG',
  terpenes: 'Terpenes',
  myrcene: 'Myrcene',
  alphaPinene: 'α-Pinene',
  betaPinene: 'β-Pinene',
  caryophyllene: 'Caryophyllene',
  humulene: 'Humulene',
  limonene: 'Limonene',
  linalool: 'Linalool',
  ocimene: 'Ocimene',
  terpinolene: 'Terpinolene',
};

/** Each query field in the words of the control that sets it, for a refusal's message. */
export const TEST_QUERY_NAMES: Readonly<Record<string, string>> = {
  page: 'Page',
  limit: 'Rows per page',
  sort: 'Sort',
  dir: 'Sort order',
  q: 'Search',
  stamp: 'Cannastamp filter',
  testDate: 'Test Date filter',
  strain: 'Strain filter',
  parentLot: 'Parent Lot filter',
  sampleLot: 'Sample Lot filter',
  client: 'Client filter',
  ...Object.fromEntries(FIGURE_IDS.map((id) => [id, `${FIGURE_LABELS[id]} filter`])),
};

export const TEXT_COLUMNS = ['strain', 'parentLot', 'sampleLot'] as const;
export const SORT_COLUMNS = ['stamp', 'testDate', ...TEXT_COLUMNS, 'client', ...FIGURE_IDS] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** A figure filter: a minimum ('20') or a range ('10-20'), percent. */
export const FIGURE_FILTER = /^\s*(\d{1,3}(?:\.\d+)?)\s*(?:-\s*(\d{1,3}(?:\.\d+)?)\s*)?$/;
const figureFilter = z.optional(z.string().check(z.regex(FIGURE_FILTER, messages.badFigureFilter)));
const textFilter = z.optional(z.string().check(z.maxLength(128, 'must be 128 characters or fewer')));

export const adminTestResultsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100_000, 'is too far')), 1),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    10,
  ),
  sort: z._default(z.enum(SORT_COLUMNS), 'testDate'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
  /** The cannastamp column: which cannabinoid leads. */
  stamp: z.optional(z.enum(['thc', 'cbd'])),
  /** A day, month or year ('2026', '2026-03', '2026-03-14'). */
  testDate: z.optional(z.string().check(z.regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, messages.badDateFilter))),
  strain: textFilter,
  parentLot: textFilter,
  sampleLot: textFilter,
  client: z.optional(idSchema),
  /** The search box: a strain, a parent or sample lot holding the text, or a result's id. */
  q: tableSearchSchema,
  ...(Object.fromEntries(FIGURE_IDS.map((id) => [id, figureFilter])) as Record<FigureColumn, typeof figureFilter>),
});
export type AdminTestResultsQuery = z.output<typeof adminTestResultsQuerySchema>;

export const adminTestRowSchema = z.object({
  _id: idSchema,
  dataOwner: idSchema,
  testDate: z.string(),
  parentLot: z.string(),
  sampleLot: z.string(),
  updatedAt: z.string(),
  terpeneTotal: z.number(),
  /** The cannastamp's figures (and the strain), as a list draws it. */
  stamp: stampSummarySchema,
});
export type AdminTestRow = z.infer<typeof adminTestRowSchema>;

export const adminTestResultsSchema = z.object({
  error: z.literal(false),
  testResults: z.array(adminTestRowSchema),
  total: z.number(),
});
