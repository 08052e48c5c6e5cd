import { Anchor } from '@mantine/core';
import * as testResultMessages from '#shared/messages/client/test-results';
import type { ReadValue } from './read-values.ts';
import './coa-prefill.css';

/**
 * Under a field filled from a certificate: where its value was read (the file, its page and the
 * text as printed), and for a value a check of the reader's failed on, the mark and the check
 * ('Check this value: …') with a one-click way to take the value read, which is never entered by
 * itself (docs/admin-coa-reader.md, Doubtful values).
 */
export function PrefillSource({
  read,
  note,
  onAccept,
}: {
  read: ReadValue;
  /** What the field adds (the lab's name matching no lab of the list). */
  note?: string | undefined;
  /** Puts the value read into the field; offered for a doubtful value only. */
  onAccept?: (() => void) | undefined;
}) {
  return (
    <span className="coa-prefill-source">
      {read.source}
      {note && ` ${note}`}
      {read.doubtful && (
        <span className="coa-prefill-doubtful">
          <span aria-hidden="true">⚠ </span>
          {testResultMessages.checkThisValue(read.doubtful)}
          {onAccept && (
            <>
              {' '}
              <Anchor component="button" type="button" size="xs" onClick={onAccept}>
                Use {read.value}
              </Anchor>
            </>
          )}
        </span>
      )}
    </span>
  );
}
