// The dispensary product-signup (spec 1 names the tool, not its texts: docs/distribution.md).
// User-facing texts, verbatim from the spec (typos included where it says "wording as shown");
// named exports, so a bundle carries only the texts it uses. `as const` keeps a text's literal
// type where it is put in an object, as the single messages object did.

// the dispensary product-signup (spec 1 names the tool, not its texts: docs/distribution.md)
export const onlyDispensariesCarry = 'Only a dispensary can ask to carry a product.' as const;
export const productNotCarriable = 'This product has been removed and can no longer be carried.' as const;
export const clientNotFound = 'Company not found' as const;
export const carryTitle = 'Carry this product' as const;
export const carryAsk = (product: string, brand: string) =>
  `Ask ${brand} to add ${product} to your dispensary's products. It joins your kiosk inventory once they approve.`;
export const carryClaimFirst = 'Claim your dispensary first: products you carry belong to it.' as const;
export const carrySent = (brand: string) => `Request sent. ${brand} will approve it in their business area.`;
export const carryPending = (brand: string) =>
  `You have already asked for this product; ${brand} has not answered yet.`;
export const carryApproved = 'Your dispensary already carries this product.' as const;
export const carryDenied = (brand: string) => `${brand} has declined this product for your dispensary.`;

// the producer's distribution panel and approval list, the dispensary's inventory (spec 2)
export const selectDispensary = 'Select a dispensary!' as const;
export const dispensaryNotFound = 'Dispensary not found' as const;
export const notTheProducer = "Only the product's producer can change its distribution." as const;
export const productNotDistributable = 'Only an active product can be distributed.' as const;
export const distributionNotFound = 'This dispensary is not on the product’s distribution list.' as const;
export const onlyDispensaryInventory = 'Only a dispensary has a kiosk inventory.' as const;
/** What the producer sees of an entry waiting for, or refused by, the store. */
export const offeredToStore = 'Offered: waiting for the store' as const;
export const declinedByStore = 'Declined by the store' as const;
export const offerSent = (name: string) => `${name} was offered the product: it joins their kiosk once they accept.`;
export const requestAccepted = (name: string) => `${name} had asked for this product: it is now in their kiosk.`;
export const noOffers = 'No producer is offering you a product right now.' as const;
/** The store's own requests on its Kiosk Inventory, and their withdrawal. */
export const noRequestsSent = 'You have no requests waiting for a producer.' as const;
export const requestWaiting = 'Waiting for the producer' as const;
export const requestNotFound = 'You have no request for this product.' as const;
export const requestAnswered = (status: string) =>
  `The producer has already answered this request (${status}), so it can no longer be withdrawn. Reload the list.`;
export const moveRefused = (from: string, to: string) =>
  `A ${from} distribution cannot be ${to}: it may have changed meanwhile. Reload the list and try again.`;
export const alreadyListed = (name: string, status: string) => `${name} is already on the list (${status}).`;
export const distributionsFailed = 'the server failed to fetch the client products' as const;
export const noDistributions = 'No dispensary carries this product yet. Choose one above and add it.' as const;
export const noRequests = 'No dispensary requests are waiting for your approval.' as const;
export const noInventory =
  'Your kiosk inventory is empty. Open a product page and use Add to favorites to ask its producer to carry it.' as const;
/** The Kiosk Inventory's search box found nothing. */
export const noInventoryMatches = 'No products match' as const;
/** The store's kiosk fields on its Kiosk Inventory (docs/kiosk.md 'The store's kiosk fields'). */
export const notCarried = 'Only a product your store carries can be edited for the kiosk.' as const;
export const bulkKioskEmpty = 'Choose at least one change to make.' as const;
export const kioskSaved = (name: string) => `Saved ${name}.`;
export const kioskSaveFailed = (name: string) => `${name} was not saved. Try again.`;
export const bulkKioskSaved = (count: number) => `Saved ${count} ${count === 1 ? 'product' : 'products'}.`;
export const bulkKioskPartial = (saved: number, failed: number) =>
  `Saved ${saved}; ${failed} could not be saved (no longer carried). Reload the list.`;
