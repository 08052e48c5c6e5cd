/**
 * An UpdateExpression that sets each field of `set` and removes each of `remove`, with every
 * attribute named through a placeholder (so reserved words such as `name` and `type` are safe).
 * Merge the answer into an UpdateCommand; `values` may be added to for a condition.
 */
export function updateOf(set: Record<string, unknown>, remove: readonly string[] = []) {
  const name = (field: string) => '#' + field;
  const value = (field: string) => ':' + field;
  const fields = Object.keys(set);
  const clauses = [
    fields.length ? 'SET ' + fields.map((f) => name(f) + ' = ' + value(f)).join(', ') : '',
    remove.length ? 'REMOVE ' + remove.map(name).join(', ') : '',
  ];
  return {
    UpdateExpression: clauses.filter(Boolean).join(' '),
    ExpressionAttributeNames: Object.fromEntries([...fields, ...remove].map((f) => [name(f), f])),
    ExpressionAttributeValues: Object.fromEntries(fields.map((f) => [value(f), set[f]])),
  };
}
