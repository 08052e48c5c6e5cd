import { useState } from 'react';
import * as commonMessages from '#shared/messages/common';
import { isApiError } from '#web/api/client.ts';

/**
 * A form's server-side failure: `guard` wraps a submit handler so that an API error's message (the
 * spec shows the server's errorMessage) lands in `serverError`, and a fault in a fixed sentence.
 */
export function useServerError() {
  const [serverError, setServerError] = useState<string>();
  const guard =
    <T>(submit: (value: T) => Promise<void>) =>
    async (value: T) => {
      setServerError(undefined);
      try {
        await submit(value);
      } catch (e) {
        setServerError(isApiError(e) ? e.message : commonMessages.internal);
      }
    };
  return { serverError, setServerError, guard };
}
