import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as binderMessages from '#shared/messages/binder';
import * as authMessages from '#shared/messages/auth';
import * as commonMessages from '#shared/messages/common';
import { USAGES } from '#shared/constants';
import type { BinderItem, Usage } from '#shared/schemas/binder';
import { isApiError } from '#web/api/client.ts';
import { Thumb } from '#web/components/thumbs.tsx';
import { useSession } from '#web/lib/session.tsx';
import { addToBinder, productBinderQuery, rateBinderItem } from './api.ts';

// 'Rate & Save' (spec 1): nine activities, each rated thumbs up or down. An activity shows its
// rating (view) once rated; a double-click opens it again (edit); Save stores the rating and
// returns to view; while a request is out it is disabled. The first thumb click on an activity
// puts the product in the binder for it; a visitor who is not signed in is asked to sign in.

type Mode = 'view' | 'edit' | 'disabled';

/** A refusal in the server's words; a session that ended says nothing here: the sign-in opens instead. */
const failureText = (e: unknown) =>
  isApiError(e)
    ? e.status === 401 && e.message === authMessages.jwtExpired
      ? ''
      : e.message
    : commonMessages.internal;

function Activity({
  usage,
  item,
  productId,
  lotId,
  signedIn,
  onSignIn,
}: {
  usage: Usage;
  item: BinderItem | undefined;
  productId: string;
  lotId?: string;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const queries = useQueryClient();
  const rated = item !== undefined && item.rating !== 0;
  const [editing, setEditing] = useState(!rated);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<1 | -1 | undefined>();
  const [error, setError] = useState('');
  const mode: Mode = busy ? 'disabled' : rated && !editing ? 'view' : 'edit';
  const shown = pending ?? (item?.rating === 1 ? 1 : item?.rating === -1 ? -1 : undefined);

  const thumb = async (r: 1 | -1) => {
    if (!signedIn) return onSignIn();
    setError('');
    setPending(r);
    if (!item) {
      // the first click on this activity puts the product in the binder for it
      setBusy(true);
      try {
        await addToBinder(queries, productId, usage, lotId);
      } catch (e) {
        setError(failureText(e));
      } finally {
        setBusy(false);
      }
    }
  };

  const save = async () => {
    if (!signedIn) return onSignIn();
    if (!pending) return setError(binderMessages.selectUsageAndRating);
    setBusy(true);
    try {
      await rateBinderItem(queries, productId, usage, pending);
      setEditing(false);
      setPending(undefined);
      setError('');
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className={`activity activity-${mode}`}
      onDoubleClick={() => mode === 'view' && setEditing(true)}
      aria-label={usage}
      title={mode === 'view' ? 'Double-click to change' : undefined}
    >
      <span className="activity-name">{usage}</span>
      <span className="activity-thumbs" role="group" aria-label={`Rate ${usage}`}>
        {([1, -1] as const).map((r) => (
          <button
            key={r}
            type="button"
            className={`thumb ${r === 1 ? 'thumb-up' : 'thumb-down'}`}
            aria-label={`${usage}: thumbs ${r === 1 ? 'up' : 'down'}`}
            aria-pressed={shown === r}
            disabled={mode !== 'edit'}
            onClick={() => void thumb(r)}
          >
            <Thumb up={r === 1} />
          </button>
        ))}
      </span>
      {mode === 'view' ? (
        <button type="button" className="link-button" onClick={() => setEditing(true)}>
          Change
        </button>
      ) : (
        <button type="button" className="save-button" disabled={mode === 'disabled'} onClick={() => void save()}>
          Save
        </button>
      )}
      {error && (
        <span role="alert" className="activity-error">
          {error}
        </span>
      )}
    </li>
  );
}

export function RateAndSave({ productId, lotId }: { productId: string; lotId?: string }) {
  const { user, setSignInOpen } = useSession();
  const mine = useQuery({ ...productBinderQuery(productId), enabled: !!user });
  const byUsage = new Map((mine.data?.items ?? []).map((i) => [i.usage, i]));
  return (
    <section id="rate-and-save" aria-labelledby="rate-title" className="rate-and-save" tabIndex={-1}>
      <h2 id="rate-title" className="section-title">
        Rate &amp; Save
      </h2>
      <ul className="activity-grid">
        {USAGES.map((u) => (
          <Activity
            // a fresh widget once the saved state first arrives, so rated activities start in view
            key={`${u}-${mine.isFetched}`}
            usage={u}
            item={byUsage.get(u)}
            productId={productId}
            lotId={lotId}
            signedIn={!!user}
            onSignIn={() => setSignInOpen(true)}
          />
        ))}
      </ul>
    </section>
  );
}
