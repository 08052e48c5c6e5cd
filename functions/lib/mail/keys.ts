import { META } from '#lib/table/dynamodb';

export const outboxKey = (id: string) => ({ pk: `MAIL#${id}`, sk: META });
