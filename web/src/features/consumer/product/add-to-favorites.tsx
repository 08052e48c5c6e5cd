import type { MouseEvent } from 'react';
import { isDispensary, keepsFavourites } from '#shared/roles';
import { useSession } from '#web/lib/session.tsx';

/**
 * 'Add to favorites' (spec 1): a favourite is a rated activity, so the link takes a consumer to the
 * Rate & Save grid (a visitor to sign-in first); for a dispensary user it opens the dispensary's
 * product-signup instead. Processor users keep no favourites and see no link.
 */
export function AddToFavorites({ onDispensary }: { onDispensary: () => void }) {
  const { user, setSignInOpen } = useSession();
  if (user && !keepsFavourites(user)) return null;
  const onClick = (e: MouseEvent) => {
    if (!user || isDispensary(user)) {
      e.preventDefault();
      return user ? onDispensary() : setSignInOpen(true);
    }
    // the browser follows #rate-and-save; focus the section itself so the keyboard lands there too
    // (its activity widgets remount when the saved ratings arrive, which would drop a focused thumb)
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#rate-and-save')?.focus());
  };
  return (
    <a href="#rate-and-save" className="add-favorite" onClick={onClick}>
      <span aria-hidden="true">♡</span> Add to favorites
    </a>
  );
}
