// The binder's texts: rating and favourites (spec 1).
// User-facing texts, verbatim from the spec (typos included where it says "wording as shown");
// named exports, so a bundle carries only the texts it uses. `as const` keeps a text's literal
// type where it is put in an object, as the single messages object did.

export const selectUsageAndRating = 'Select a usage and rating before saving!' as const;
export const binderItemNotFound = 'That favorite is not in your binder.' as const;
// removing a favorite from /binder: our wording (docs/binder.md)
export const removeFavoriteTitle = 'Remove from favorites?' as const;
export const removeFavoriteAsk = (name: string) => `${name} and your ratings for it will leave My Favorites.`;
export const favoriteRemoved = (name: string) => `${name} was removed from your favorites.`;
export const removeFavoriteFailed = 'The favorite was not removed. Please try again.' as const;
// the product page's heart: our wording (docs/binder.md)
export const favoriteSaved = (name: string) => `${name} is saved in your favorites.`;
export const favoriteRestored = (name: string) => `${name} is back in your favorites.`;
