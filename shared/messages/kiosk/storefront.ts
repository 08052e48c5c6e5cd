// The kiosk storefront (spec 3 "White-label kiosk storefront", "Product detail overlay", §7 errors):
// verbatim where the spec gives them; the server's refusals are ours.

export const searchPlaceholder = 'Enter Product Name or Code' as const;
export const loading = 'Loading Products...' as const;
export const noProducts = 'No Products Found' as const;
export const wiringTrouble =
  "We're sorry, but we're having trouble with the wiring. Relax, and try again in a minute." as const;
export const showMore = 'Show More' as const;
export const startOver = 'Start Over' as const;
export const notInStore = 'not in store' as const;
export const getMorePro = 'Get More with Pro' as const;
export const demoLabel = 'Demo' as const;
export const demoExplained = 'This demo shows the first 6 products of the inventory.' as const;
export const similarTitle = 'Similar Products' as const;
export const noSimilar = "We're sorry but there are not any products similar to this one." as const;
export const addToCart = 'Add To Cart' as const;
export const removeFromCart = 'Remove From Cart' as const;
export const done = 'Done' as const;
export const storeNotFound = 'Store not found' as const;
export const searchTooShort = 'Type at least 3 characters to search.' as const;
export const offlineBrowsing = 'Offline: showing the products saved on this kiosk.' as const;
export const similarOffline = 'Similar products will show when the kiosk is back online.' as const;
export const similarFailed = 'the server failed to fetch similar client products' as const;
export const safetyDetails = 'Safety test details' as const;
export const safetyLoading = 'Loading the safety tests…' as const;
export const safetyFailed = 'The safety test details did not load.' as const;
export const safetyOffline = 'Safety test details will show when the kiosk is back online.' as const;
// what a shopper decides by, from the store's kiosk fields (docs/kiosk.md): our wording
export const onlyLeft = (count: number) => `Only ${count} left`;
export const outOfStock = 'Out of stock' as const;
export const unavailable = 'Unavailable' as const;
export const featured = 'Featured' as const;
export const passedPesticides = '✓ Passed pesticides' as const;
export const passedSafety = '✓ Passed safety tests' as const;
export const colourLegend = 'What the colours mean' as const;
export const filters = 'Filters' as const;
export const inStockOnly = 'In stock only' as const;
export const thcRange = 'THC %' as const;
export const priceRange = 'Price $' as const;
export const clearFilters = 'Clear filters' as const;
export const close = 'Close' as const;
