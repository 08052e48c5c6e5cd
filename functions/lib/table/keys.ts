import { META } from '#lib/table/dynamodb';

/** The claim of one piece of at-most-once work. */
export const onceKey = (key: string) => ({ pk: `IDEMP#${key}`, sk: META });
