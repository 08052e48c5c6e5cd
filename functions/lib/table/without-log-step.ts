/**
 * An SDK client without the SDK's logger step. With no logger given, that step still copies every
 * input and answer through the sensitive-data filter for the no-op logger: about a tenth of a
 * DynamoDB call's CPU for nothing, and more for the local runtime's clients that poll all the time.
 */
export function withoutLogStep<C extends { middlewareStack: { remove: (name: string) => boolean } }>(client: C): C {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}
