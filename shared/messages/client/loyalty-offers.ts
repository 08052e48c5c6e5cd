// Points offers (spec 3 §5, §8, §9): verbatim where the spec gives them; ours where it gives none
// (docs/client-loyalty-offers.md says which).

export const pointsRequired = 'You must choose the number of points to award' as const;

export const pointsStep = 'Points go up in steps of 50.' as const;
export const totalBelowPoints = 'The total points must be at least the points awarded.' as const;
export const startBeforeToday = 'The start date cannot be before today.' as const;
export const endTooSoon = 'The end date must be at least one day after the start date.' as const;
export const messageRequired = 'Write the message to send when the offer starts.' as const;
export const unknownTimeZone = 'The time zone is not one we know.' as const;
export const endTooFar = 'An offer must end within two years of today.' as const;
export const productsNotCarried = (ids: readonly string[]) =>
  `${ids.length === 1 ? 'A product' : `${ids.length} products`} of this offer ${ids.length === 1 ? 'is' : 'are'} not among your products: ${ids.join(', ')}`;
export const loyaltyOff = 'Loyalty is not enabled for this company. Go Pro to run points offers.' as const;
export const companyNotFound = 'Company not found' as const;
export const overlaps = (names: readonly string[], type: string) =>
  `This offer overlaps ${names.length === 1 ? 'another' : `${names.length} other`} ${type} offer${names.length === 1 ? '' : 's'}: ${names.map((n) => `"${n}"`).join(', ')}. Create it anyway?`;
export const nameLabel = 'Offer name' as const;
export const nameHint = 'What its card and an overlap warning call it; left empty, its type and first day.' as const;
export const createAnyway = 'Create it anyway' as const;
/** What an offer made before offers had names is called: its type and its first day. */
export const unnamedOffer = (type: string, startDate: string) => `${type} from ${startDate}`;

// The points offers views (spec 3 §8)
export const noOffers = "You haven't created an offer yet" as const;
export const loadFailed = 'There was an error.' as const;
