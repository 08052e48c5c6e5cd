import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as authMessages from '#shared/messages/auth';
import * as commonMessages from '#shared/messages/common';
import { USAGES } from '#shared/constants';
import { isBusiness } from '#shared/roles';
import type { BinderItem, Usage } from '#shared/schemas/binder';
import { isApiError } from '#web/api/client.ts';
import { Thumb } from '#web/components/thumbs.tsx';
import { rememberPendingAction, takePendingAction, type PendingAction } from '#web/lib/pending-action.ts';
import { useSession } from '#web/lib/session.tsx';
import { addFavorite, productBinderQuery, saveRating } from './api.ts';

// 'Rate & Save' (spec 1): nine activities, each rated thumbs up or down. An activity shows its
// rating (view) once rated; a double-click (or Change) opens it again (edit); a thumb saves its
// rating at once and returns to view; while a request is out it is disabled. The first thumb on an
// activity puts the product in the binder for it. A visitor is asked to sign in, and the thumb
// they chose is saved when they come back signed in (pending-action.ts).

type Mode = 'view' | 'edit' | 'disabled';

/** A session that ended says nothing here: the sign-in opens instead (an empty text). */
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
  onSignIn: (action: PendingAction) => void;
}) {
  const queries = useQueryClient();
  const rated = item !== undefined && item.rating !== 0;
  // a rated activity opened again for a change; an unrated one is always in edit
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [tapped, setTapped] = useState<1 | -1>();
  const [error, setError] = useState('');
  // the thumbs rest in view mode: a keyboard that saved with one goes on from Change
  const [focusChange, setFocusChange] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const mode: Mode = busy ? 'disabled' : rated && !editing ? 'view' : 'edit';
  const shown = tapped ?? (item?.rating === 1 ? 1 : item?.rating === -1 ? -1 : undefined);

  const thumb = async (rating: 1 | -1) => {
    if (!signedIn) return onSignIn({ kind: 'rate', usage, rating });
    setError('');
    setTapped(rating);
    const hadFocus = !!row.current?.contains(document.activeElement);
    setBusy(true);
    try {
      await saveRating(queries, productId, usage, rating, item, lotId);
      setEditing(false);
      setFocusChange(hadFocus);
    } catch (e) {
      const text = failureText(e);
      // the session ran out: the page asks to sign in again, and the thumb is saved after it
      if (!text) rememberPendingAction(productId, { kind: 'rate', usage, rating });
      setError(text);
    } finally {
      setTapped(undefined);
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!focusChange || mode !== 'view') return;
    change.current?.focus();
    setFocusChange(false);
  }, [focusChange, mode]);

  return (
    <li
      ref={row}
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
      {mode === 'view' && (
        <button type="button" className="link-button" ref={change} onClick={() => setEditing(true)}>
          Change<span className="visually-hidden"> {usage}</span>
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

/**
 * Finishes what a visitor started on this product before signing in (a thumb or the heart), once
 * the caller's items for it are known: a favourite already saved is left as it is.
 */
function useFinishPending(productId: string, lotId: string | undefined, items: BinderItem[] | undefined) {
  const { user } = useSession();
  const queries = useQueryClient();
  const [error, setError] = useState('');
  const started = useRef(false);
  useEffect(() => {
    if (!user || isBusiness(user) || !items || started.current) return;
    const action = takePendingAction(productId);
    if (!action) return;
    started.current = true;
    const finish =
      action.kind === 'favorite'
        ? items.length > 0
          ? Promise.resolve()
          : addFavorite(queries, productId, lotId)
        : saveRating(
            queries,
            productId,
            action.usage,
            action.rating,
            items.find((i) => i.usage === action.usage),
            lotId,
          );
    finish.catch((e: unknown) => setError(failureText(e)));
  }, [user, items, productId, lotId, queries]);
  return error;
}

export function RateAndSave({ productId, lotId }: { productId: string; lotId?: string }) {
  const { user, setSignInOpen } = useSession();
  const mine = useQuery({ ...productBinderQuery(productId), enabled: !!user });
  const byUsage = new Map((mine.data?.items ?? []).map((i) => [i.usage, i]));
  const pendingError = useFinishPending(productId, lotId, user ? mine.data?.items : undefined);
  return (
    <section id="rate-and-save" aria-labelledby="rate-title" className="rate-and-save" tabIndex={-1}>
      <h2 id="rate-title" className="section-title">
        Rate &amp; Save
      </h2>
      {pendingError && (
        <p role="alert" className="activity-error">
          {pendingError}
        </p>
      )}
      <ul className="activity-grid">
        {USAGES.map((u) => (
          <Activity
            key={u}
            usage={u}
            item={byUsage.get(u)}
            productId={productId}
            lotId={lotId}
            signedIn={!!user}
            onSignIn={(action) => {
              rememberPendingAction(productId, action);
              setSignInOpen(true);
            }}
          />
        ))}
      </ul>
    </section>
  );
}
