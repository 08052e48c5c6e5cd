// The consumer site's texts: product, brand, search, similar products, Terpestival (spec 1).
// User-facing texts, verbatim from the spec (typos included where it says "wording as shown");
// named exports, so a bundle carries only the texts it uses. `as const` keeps a text's literal
// type where it is put in an object, as the single messages object did.

export const masthead = "Find the cannabis experience you're looking for." as const;
export const otherProductsBy = (brand: string) => `Other products by ${brand}`;
export const productFetchFailed = 'product search query failed' as const;
export const productNotFound = 'Product not found' as const;
export const lotNotFound = 'Lot not found' as const;
export const brandNotFound = 'Brand not found' as const;
export const noTestResult = 'This lot has no published lab result yet' as const;
export const noMatch = "We didn't find a good match, but we are adding more every day!" as const;
// a failed similar-products fetch: our wording (docs/cannastamp.md)
export const similarFailed = 'Similar products did not load.' as const;
// a similar list keeps to the product's category; what it adds from others comes under this (docs/cannastamp.md)
export const similarOtherCategories = 'Similar products in other categories' as const;
export const similarOtherCategoriesNote = (category: string) =>
  `Few ${category} products are this close, so the nearest from other categories follow.`;
export const searchResultsFor = (q: string) => `Search results for ${q}`;
export const typeMore = 'Type a few more characters!' as const;
// search: the spec asks for a try-another-search message and a failed search that clears results; our wording (docs/search.md)
export const tryAnotherSearch = (q: string) =>
  `Nothing matched “${q}”. Try another search: a product, brand or strain name.`;
export const searchFailed = 'The search did not go through. Please try again.' as const;
// Terpestival (spec 1); the heading is the route's purpose, the rest our wording (docs/marketing.md)
export const terpestivalTitle = 'Terpestival Competition Entries' as const;
export const clearFilter = 'Clear Filter' as const;
export const byBrand = (brand: string) => `by ${brand}`;
export const noLongerInStores = 'No Longer In Stores' as const;
export const noTerpEntries = (tag: string) => `No ${tag} entries yet. Clear the filter to see every entry.`;
export const terpestivalEmpty = 'No competition entries yet.' as const;
export const terpestivalFailed = 'The entries did not load. Please try again.' as const;
