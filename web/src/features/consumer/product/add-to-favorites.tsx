import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as binderMessages from '#shared/messages/binder';
import * as commonMessages from '#shared/messages/common';
import { isDispensary, keepsFavourites } from '#shared/roles';
import type { BinderItem } from '#shared/schemas/binder';
import { isApiError } from '#web/api/client.ts';
import { addFavorite, productBinderQuery, removeFavorite, restoreFavorite } from '#web/features/consumer/binder/api.ts';
import { rememberPendingAction } from '#web/lib/pending-action.ts';
import { useSession } from '#web/lib/session.tsx';

interface Props {
  product: { _id: string; name: string };
  lotId?: string;
  onDispensary: () => void;
}

const failureText = (e: unknown) => (isApiError(e) ? e.message : commonMessages.internal);

/**
 * The heart, 'Add to favorites' (spec 1): one tap saves the product in the binder and the heart
 * shows it; a second tap takes it out (its ratings with it), with an Undo that puts them back. A
 * visitor is asked to sign in, and comes back to the product with it saved (pending-action.ts).
 * For a dispensary user it opens the dispensary's product-signup instead; processor users keep no
 * favourites and see no heart. It reads the same cached items as Rate & Save: no request of its own.
 */
export function AddToFavorites({ product, lotId, onDispensary }: Props) {
  const { user, setSignInOpen } = useSession();
  const queries = useQueryClient();
  const consumer = !!user && !isDispensary(user);
  const mine = useQuery({ ...productBinderQuery(product._id), enabled: consumer });
  const items = consumer ? (mine.data?.items ?? []) : [];
  const saved = items.length > 0;
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  // what the last removal took, for its Undo
  const [removed, setRemoved] = useState<BinderItem[]>();
  if (user && !keepsFavourites(user)) return null;

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await what();
    } catch (e) {
      setSaid('');
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => {
    if (!user) {
      rememberPendingAction(product._id, { kind: 'favorite' });
      return setSignInOpen(true);
    }
    if (isDispensary(user)) return onDispensary();
    if (!saved)
      return run(async () => {
        await addFavorite(queries, product._id, lotId);
        setRemoved(undefined);
        setSaid(binderMessages.favoriteSaved(product.name));
      });
    const taking = items;
    return run(async () => {
      const gone = await removeFavorite(queries, product._id, taking);
      const took = taking.filter((i) => gone.includes(i.usage));
      if (took.length) {
        setRemoved(took);
        setSaid(binderMessages.favoriteRemoved(product.name));
      }
      // some calls failed: the heart stays saved for what is left, and a tap tries again
      if (gone.length < taking.length) setError(binderMessages.removeFavoriteFailed);
    });
  };

  const undo = (items: BinderItem[]) =>
    run(async () => {
      await restoreFavorite(queries, product._id, items);
      setRemoved(undefined);
      setSaid(binderMessages.favoriteRestored(product.name));
    });

  return (
    <div className="favorite">
      <button
        type="button"
        className={`favorite-toggle${saved ? ' favorite-saved' : ''}`}
        // aria-disabled, not disabled: a disabled button drops the keyboard's focus
        aria-disabled={busy}
        onClick={() => !busy && void toggle()}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'Saved to favorites' : 'Add to favorites'}
      </button>
      <p role="status" className="favorite-notice">
        {said}
        {removed && (
          <>
            {' '}
            <button
              type="button"
              className="link-button"
              aria-disabled={busy}
              onClick={() => !busy && void undo(removed)}
            >
              Undo
            </button>
          </>
        )}
      </p>
      {error && (
        <p role="alert" className="activity-error">
          {error}
        </p>
      )}
    </div>
  );
}
