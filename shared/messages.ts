// User-facing texts, verbatim from the spec (typos included where it says "wording as shown").
export const messages = {
  ageGateQuestion: 'Are you over 21?',
  ageGateInvalid:
    'You must be at least 21 and accept the terms of service and privacy policy to enter this website',
  masthead: "Find the cannabis experience you're looking for.",
  otherProductsBy: (brand: string) => `Other products by ${brand}`,
  productFetchFailed: 'product search query failed',
  notFound: 'Not Found',
  routeNotFound: 'No such route',
  invalidJson: 'The request body is not valid JSON',
  wrongContentType: 'Content-Type must be application/json',
  bodyTooLarge: 'The request body is too large',
  notAuthorized: 'Not Authorized',
  forbidden: 'You do not have access to this resource',
  internal: 'Something went wrong on our side. Please try again in a minute.',
  productNotFound: 'Product not found',
  lotNotFound: 'Lot not found',
  brandNotFound: 'Brand not found',
  noTestResult: 'This lot has no published lab result yet',
  popupsBlocked: 'you need popups enabled', // wording as shown
  // the dispensary product-signup (spec 1 names the tool, not its texts: docs/distribution.md)
  onlyDispensariesCarry: 'Only a dispensary can ask to carry a product.',
  productNotCarriable: 'This product has been removed and can no longer be carried.',
  clientNotFound: 'Company not found',
  carryTitle: 'Carry this product',
  carryAsk: (product: string, brand: string) => `Ask ${brand} to add ${product} to your dispensary's products. It joins your kiosk inventory once they approve.`,
  carryClaimFirst: 'Claim your dispensary first: products you carry belong to it.',
  carrySent: (brand: string) => `Request sent. ${brand} will approve it in their business area.`,
  carryPending: (brand: string) => `You have already asked for this product; ${brand} has not answered yet.`,
  carryApproved: 'Your dispensary already carries this product.',
  carryDenied: (brand: string) => `${brand} has declined this product for your dispensary.`,
  selectUsageAndRating: 'Select a usage and rating before saving!',
  binderItemNotFound: 'That favorite is not in your binder.',
  // removing a favorite from /binder, and a failed similar-products fetch: our wording (docs/binder.md, docs/cannastamp.md)
  removeFavoriteTitle: 'Remove from favorites?',
  removeFavoriteAsk: (name: string) => `${name} and your ratings for it will leave My Favorites.`,
  favoriteRemoved: (name: string) => `${name} was removed from your favorites.`,
  removeFavoriteFailed: 'The favorite was not removed. Please try again.',
  similarFailed: 'Similar products did not load.',
  // our wording: a page cursor that no earlier page gave out, and a database or AWS service that
  // did not answer in time (docs/api.md)
  badCursor: 'must be a cursor from a previous page',
  serviceUnavailable: 'The service is busy or unreachable right now. Please try again in a minute.',
  searchResultsFor: (q: string) => `Search results for ${q}`,
  typeMore: 'Type a few more characters!',
  // search: the spec asks for a try-another-search message and a failed search that clears results; our wording (docs/search.md)
  tryAnotherSearch: (q: string) => `Nothing matched “${q}”. Try another search: a product, brand or strain name.`,
  searchFailed: 'The search did not go through. Please try again.',
  // Terpestival (spec 1); the heading is the route's purpose, the rest our wording (docs/marketing.md)
  terpestivalTitle: 'Terpestival Competition Entries',
  clearFilter: 'Clear Filter',
  byBrand: (brand: string) => `by ${brand}`,
  noLongerInStores: 'No Longer In Stores',
  noTerpEntries: (tag: string) => `No ${tag} entries yet. Clear the filter to see every entry.`,
  terpestivalEmpty: 'No competition entries yet.',
  terpestivalFailed: 'The entries did not load. Please try again.',
  // not shown in the spec: our wording (docs/cannastamp.md)
  labelSizeUnknown: 'Choose one of the label sizes offered: full; circular 1.5, 1.25, 1 or 0.75 inch; square 1 inch; rectangular 1.25 x 1.5 or 1.25 x 1.75 inch.',
  labelWeightUnknown: 'Choose one of the package weights offered: 0.5, 1, 2, 3, 3.5 or 28.3 grams.',

  // authentication (spec 1 sections 5 and 8)
  signupEmailInvalid: 'You must provide a valid E-Mail address.',
  passwordRequired: 'You must provide a password.',
  passwordsDidNotMatch: 'The passwords you entered did not match.',
  signinEmailInvalid: 'E-Mail address is not valid',
  noUserReturned: 'the server failed to return a user.',
  jwtExpired: 'jwt expired',
  resetEmailEmpty: 'Please enter an email.',
  resetEmailInvalid: 'Please enter a valid email.',
  resetSent: 'We have sent a passwod reset link', // wording as shown
  currentEmailRequired: 'You must provide your current email.',
  validEmailRequired: 'You must provide a valid email.',
  newPasswordRequired: 'You must provide a new password.',
  confirmPasswordRequired: 'You must confirm your new password.',
  newPasswordsDidNotMatch: 'The new passwords you entered did not match.',
  currentPasswordRequired: 'You must provide your current password.',
  phoneInvalid: 'Phone numbers must be valid.',
  informationUpdated: 'Information Updated, Redirecting!',
  deleteAccountTitle: 'Delete Your Account?',
  deleted: 'deleted',
  deleteFailed: 'There was a problem deleting your account.',
  deleteFailedRetry: 'Please try again later.',
  deleteBlockedRole: 'deleting of Admins, Dispensary accounts and Processor Accounts is not allowed',
  deleteBlockedClient: 'deleting users with client assignments is currently blocked',
  // not shown in the spec: our wording (docs/auth.md)
  passwordPolicy: 'Your password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a number and a symbol.',
  passwordRepeatRequired: 'Please repeat your password.',
  accountTypeRequired: 'Choose an account type.',
  emailTaken: 'An account with this e-mail address already exists. Sign in instead.',
  signinFailed: 'The e-mail address or password is incorrect.',
  accountDisabled: 'This account has been disabled. Contact support to restore it.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  crossSite: 'Cross-site requests are not accepted.',
  resetLinkInvalid: 'This password reset link has expired or was already used. Request a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  emailBelongsToAnother: 'That e-mail address belongs to another account.',
  googleUnavailable: 'Google sign-in is not available right now. Please sign in with your e-mail and password.',
  googleCustomersOnly: 'Google sign-up is for customers. Producers and dispensaries sign up with an e-mail address.',
  googleEmailHasPassword: 'This e-mail address already has an account. Sign in with your password.',
} as const;

/**
 * Why a Google sign-in came back unfinished. The API redirects to `/home?authError=<code>` with one of
 * these codes and the app alerts our sentence for it: a link carrying any other text (a phishing
 * link could make the site's own alert say anything) gets the generic 'Not Authorized'.
 */
export const AUTH_ERRORS = {
  notAuthorized: messages.notAuthorized,
  accountDisabled: messages.accountDisabled,
  googleUnavailable: messages.googleUnavailable,
  googleCustomersOnly: messages.googleCustomersOnly,
  googleEmailHasPassword: messages.googleEmailHasPassword,
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERRORS;

export const authErrorMessage = (code: string): string =>
  Object.hasOwn(AUTH_ERRORS, code) ? AUTH_ERRORS[code as AuthErrorCode] : messages.notAuthorized;
