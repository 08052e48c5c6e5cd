import { META } from '#lib/table/dynamodb';

/** The claim of one piece of at-most-once work. */
export const onceKey = (key: string) => ({ pk: `IDEMP#${key}`, sk: META });

/** The marker of one-off work done on this table (#lib/table/markers), by the work's partition name. */
export const markerKey = (work: string) => ({ pk: work, sk: META });
