import { describe, expect, it } from 'vitest';
import * as accountMessages from './messages/account.ts';
import * as authMessages from './messages/auth.ts';
import { AUTH_ERRORS, authErrorMessage } from './messages/auth.ts';
import * as binderMessages from './messages/binder.ts';
import * as distributionMessages from './messages/client/distributions.ts';
import * as exportMessages from './messages/client/exports.ts';
import * as kioskCheckinMessages from './messages/client/kiosk-checkin.ts';
import * as kioskLockMessages from './messages/client/kiosk-lock.ts';
import * as commonMessages from './messages/common.ts';
import * as consumerMessages from './messages/consumer.ts';
import * as storefrontMessages from './messages/kiosk/storefront.ts';

const AREAS = {
  common: commonMessages,
  auth: authMessages,
  account: accountMessages,
  consumer: consumerMessages,
  binder: binderMessages,
  'client/distributions': distributionMessages,
  'client/exports': exportMessages,
};
/** The auth area's helpers for Google sign-in's error codes, not texts. */
const NOT_TEXTS = new Set(['AUTH_ERRORS', 'authErrorMessage']);

/**
 * Every text users see, word for word (the spec's, typos included where it says "wording as
 * shown", or ours where the docs say so). A text with parameters is given with {0}, {1}… in
 * their places and its parameter count.
 */
const WORDING: Record<string, string | [string, number]> = {
  ageGateQuestion: 'Are you over 21?',
  ageGateInvalid: 'You must be at least 21 and accept the terms of service and privacy policy to enter this website',
  masthead: "Find the cannabis experience you're looking for.",
  otherProductsBy: ['Other products by {0}', 1],
  productFetchFailed: 'product search query failed',
  notFound: 'Not Found',
  routeNotFound: 'No such route',
  invalidJson: 'The request body is not valid JSON',
  wrongContentType: 'Content-Type must be application/json',
  wrongFormContentType: 'Content-Type must be application/x-www-form-urlencoded',
  bodyTooLarge: 'The request body is too large',
  notAuthorized: 'Not Authorized',
  forbidden: 'You do not have access to this resource',
  internal: 'Something went wrong on our side. Please try again in a minute.',
  productNotFound: 'Product not found',
  lotNotFound: 'Lot not found',
  brandNotFound: 'Brand not found',
  noTestResult: 'This lot has no published lab result yet',
  popupsBlocked: 'you need popups enabled',
  onlyDispensariesCarry: 'Only a dispensary can ask to carry a product.',
  productNotCarriable: 'This product has been removed and can no longer be carried.',
  clientNotFound: 'Company not found',
  carryTitle: 'Carry this product',
  carryAsk: ["Ask {1} to add {0} to your dispensary's products. It joins your kiosk inventory once they approve.", 2],
  carryClaimFirst: 'Claim your dispensary first: products you carry belong to it.',
  carrySent: ['Request sent. {0} will approve it in their business area.', 1],
  carryPending: ['You have already asked for this product; {0} has not answered yet.', 1],
  carryApproved: 'Your dispensary already carries this product.',
  carryDenied: ['{0} has declined this product for your dispensary.', 1],
  selectDispensary: 'Select a dispensary!',
  dispensaryNotFound: 'Dispensary not found',
  notTheProducer: "Only the product's producer can change its distribution.",
  productNotDistributable: 'Only an active product can be distributed.',
  distributionNotFound: 'This dispensary is not on the product’s distribution list.',
  moveRefused: ['A {0} distribution cannot be {1}: it may have changed meanwhile. Reload the list and try again.', 2],
  alreadyListed: ['{0} is already on the list ({1}).', 2],
  offerSent: ['{0} was offered the product: it joins their kiosk once they accept.', 1],
  requestAccepted: ['{0} had asked for this product: it is now in their kiosk.', 1],
  offeredToStore: 'Offered: waiting for the store',
  declinedByStore: 'Declined by the store',
  onlyDispensaryInventory: 'Only a dispensary has a kiosk inventory.',
  noOffers: 'No producer is offering you a product right now.',
  noRequestsSent: 'You have no requests waiting for a producer.',
  requestWaiting: 'Waiting for the producer',
  requestNotFound: 'You have no request for this product.',
  requestAnswered: [
    'The producer has already answered this request ({0}), so it can no longer be withdrawn. Reload the list.',
    1,
  ],
  distributionsFailed: 'the server failed to fetch the client products',
  noDistributions: 'No dispensary carries this product yet. Choose one above and add it.',
  noRequests: 'No dispensary requests are waiting for your approval.',
  noInventory:
    'Your kiosk inventory is empty. Open a product page and use Add to favorites to ask its producer to carry it.',
  noInventoryMatches: 'No products match',
  notCarried: 'Only a product your store carries can be edited for the kiosk.',
  bulkKioskEmpty: 'Choose at least one change to make.',
  kioskSaved: ['Saved {0}.', 1],
  kioskSaveFailed: ['{0} was not saved. Try again.', 1],
  bulkKioskSaved: ['Saved {0} products.', 1],
  bulkKioskPartial: ['Saved {0}; {1} could not be saved (no longer carried). Reload the list.', 2],
  selectUsageAndRating: 'Select a usage and rating before saving!',
  binderItemNotFound: 'That favorite is not in your binder.',
  removeFavoriteTitle: 'Remove from favorites?',
  removeFavoriteAsk: ['{0} and your ratings for it will leave My Favorites.', 1],
  favoriteRemoved: ['{0} was removed from your favorites.', 1],
  removeFavoriteFailed: 'The favorite was not removed. Please try again.',
  favoriteSaved: ['{0} is saved in your favorites.', 1],
  favoriteRestored: ['{0} is back in your favorites.', 1],
  noMatch: "We didn't find a good match, but we are adding more every day!",
  similarFailed: 'Similar products did not load.',
  similarOtherCategories: 'Similar products in other categories',
  similarOtherCategoriesNote: ['Few {0} products are this close, so the nearest from other categories follow.', 1],
  badCursor: 'must be a cursor from a previous page',
  searchTooShort: 'type 2 characters or more',
  searchTooLong: 'must be 64 characters or fewer',
  serviceUnavailable: 'The service is busy or unreachable right now. Please try again in a minute.',
  searchResultsFor: ['Search results for {0}', 1],
  typeMore: 'Type a few more characters!',
  tryAnotherSearch: ['Nothing matched “{0}”. Try another search: a product, brand or strain name.', 1],
  searchFailed: 'The search did not go through. Please try again.',
  terpestivalTitle: 'Terpestival Competition Entries',
  clearFilter: 'Clear Filter',
  byBrand: ['by {0}', 1],
  noLongerInStores: 'No Longer In Stores',
  noTerpEntries: ['No {0} entries yet. Clear the filter to see every entry.', 1],
  terpestivalEmpty: 'No competition entries yet.',
  terpestivalFailed: 'The entries did not load. Please try again.',
  labelSizeUnknown:
    'Choose one of the label sizes offered: full; circular 1.5, 1.25, 1 or 0.75 inch; square 1 inch; rectangular 1.25 x 1.5 or 1.25 x 1.75 inch.',
  labelWeightUnknown: 'Choose one of the package weights offered: 0.5, 1, 2, 3, 3.5 or 28.3 grams.',
  signupEmailInvalid: 'You must provide a valid E-Mail address.',
  passwordRequired: 'You must provide a password.',
  passwordsDidNotMatch: 'The passwords you entered did not match.',
  signinEmailInvalid: 'E-Mail address is not valid',
  noUserReturned: 'the server failed to return a user.',
  jwtExpired: 'jwt expired',
  resetEmailEmpty: 'Please enter an email.',
  resetEmailInvalid: 'Please enter a valid email.',
  resetSent: 'We have sent a passwod reset link',
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
  passwordPolicy:
    'Your password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a number and a symbol.',
  passwordRepeatRequired: 'Please repeat your password.',
  accountTypeRequired: 'Choose an account type.',
  emailTaken: 'An account with this e-mail address already exists. Sign in instead.',
  signinFailed: 'The e-mail address or password is incorrect.',
  accountDisabled: 'This account has been disabled. Contact support to restore it.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  crossSite: 'Cross-site requests are not accepted.',
  tryAgain: 'Try again',
  resetLinkInvalid: 'This password reset link has expired or was already used. Request a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  emailBelongsToAnother: 'That e-mail address belongs to another account.',
  googleUnavailable: 'Google sign-in is not available right now. Please sign in with your e-mail and password.',
  googleCustomersOnly: 'Google sign-up is for customers. Producers and dispensaries sign up with an e-mail address.',
  googleEmailHasPassword: 'This e-mail address already has an account. Sign in with your password.',
};

const textOf = (v: unknown): string | [string, number] | undefined => {
  if (typeof v === 'string') return v;
  if (typeof v === 'function')
    return [(v as (...a: string[]) => string)(...Array.from({ length: v.length }, (_, i) => `{${i}}`)), v.length];
  return undefined;
};

describe('messages', () => {
  it('holds every message to its wording, each in one area', () => {
    const found: Record<string, string | [string, number] | undefined> = {};
    for (const [area, mod] of Object.entries(AREAS))
      for (const [name, value] of Object.entries(mod)) {
        if (NOT_TEXTS.has(name)) continue;
        expect(found, `${name} is in two areas (the second: ${area})`).not.toHaveProperty(name);
        found[name] = textOf(value);
      }
    expect(found).toEqual(WORDING);
  });
});

/**
 * The kiosk's texts, area by area (their names repeat across areas: Done, Close…). The spec's
 * words are word for word; the rest are ours (docs/kiosk.md, docs/client-kiosk-lock.md).
 */
const KIOSK_WORDING = {
  storefront: [
    storefrontMessages,
    {
      searchPlaceholder: 'Enter Product Name or Code',
      loading: 'Loading Products...',
      noProducts: 'No Products Found',
      wiringTrouble: "We're sorry, but we're having trouble with the wiring. Relax, and try again in a minute.",
      showMore: 'Show More',
      startOver: 'Start Over',
      notInStore: 'not in store',
      getMorePro: 'Get More with Pro',
      demoLabel: 'Demo',
      demoExplained: 'This demo shows the first 6 products of the inventory.',
      similarTitle: 'Similar Products',
      noSimilar: "We're sorry but there are not any products similar to this one.",
      addToCart: 'Add To Cart',
      removeFromCart: 'Remove From Cart',
      done: 'Done',
      storeNotFound: 'Store not found',
      searchTooShort: 'Type at least 3 characters to search.',
      offlineBrowsing: 'Offline: showing the products saved on this kiosk.',
      similarOffline: 'Similar products will show when the kiosk is back online.',
      similarFailed: 'the server failed to fetch similar client products',
      safetyDetails: 'Safety test details',
      safetyLoading: 'Loading the safety tests…',
      safetyFailed: 'The safety test details did not load.',
      safetyOffline: 'Safety test details will show when the kiosk is back online.',
      onlyLeft: ['Only {0} left', 1],
      outOfStock: 'Out of stock',
      unavailable: 'Unavailable',
      featured: 'Featured',
      passedPesticides: '✓ Passed pesticides',
      passedSafety: '✓ Passed safety tests',
      colourLegend: 'What the colours mean',
      filters: 'Filters',
      inStockOnly: 'In stock only',
      thcRange: 'THC %',
      priceRange: 'Price $',
      clearFilters: 'Clear filters',
      close: 'Close',
    },
  ],
  checkin: [
    kioskCheckinMessages,
    {
      cardTitle: 'Loyalty Checkin',
      cardText: 'Stay in touch with education, deals and drops!',
      overlayTitle: 'Loyalty check-in',
      phoneLabel: 'Phone number',
      signUp: 'Sign Up!',
      signupTitle: 'Signup For Loyalty',
      zipLabel: 'ZIP code',
      ageLabel: 'Age',
      confirmTitle: 'Confirm your phone',
      categoriesLabel: 'Send me news about',
      codeLabel: 'Activation code',
      sendNewCode: 'Send New Code',
      confirmAccount: 'Confirm Account',
      thanks: 'Thanks For Signing Up',
      closingSoon: "We'll Close This Momentarily!",
      close: 'Close',
      restart: 'Restart',
      networkFailure: "We're having a hard time reaching the mother ship, hang in there!",
      offline: 'Check-in needs the network, and this kiosk is offline right now. Please ask the staff.',
      welcomeBack: 'Welcome back!',
      checkedIn: 'Checked in',
      pointsBalance: ['{0} points', 1],
      resendIn: ['You can send a new code in {0} s', 1],
      confirmIn: ['You can confirm again in {0} s', 1],
    },
  ],
  lock: [
    kioskLockMessages,
    {
      lockButton: 'Lock as Kiosk',
      incorrectPin: 'Incorrect PIN. Try again.',
      proOnly: 'Kiosk locking is part of Pro. Go Pro to lock a kiosk.',
      noPin: 'Set a kiosk PIN in Kiosk Settings before locking a kiosk.',
      pinDialogTitle: 'Enter the kiosk PIN',
      pinLabel: 'Kiosk PIN',
      unlockButton: 'Unlock',
      lockFailed: 'The kiosk could not be locked',
      pinLockedFor: ['Too many wrong PINs. Try the PIN again in {0}.', 1],
      lockConfirmTitle: 'Lock this tablet as a kiosk?',
      lockConfirmWhat:
        'Shoppers will be able to browse your products and check in, and nothing else. You will be signed out on this tablet.',
      lockConfirmUnlock: [
        'To unlock it, tap the Powered by Cannastamp logo at the bottom of the screen {0} times quickly, then enter the kiosk PIN from Kiosk Settings.',
        1,
      ],
      lockConfirmButton: 'Lock this tablet',
      lockCancel: 'Cancel',
    },
  ],
} as const;

describe('kiosk messages', () => {
  it('says a balance of one point in the singular, and groups thousands', () => {
    expect(kioskCheckinMessages.pointsBalance(1)).toBe('1 point');
    expect(kioskCheckinMessages.pointsBalance(12_500)).toBe('12,500 points');
  });

  it.each(Object.entries(KIOSK_WORDING))('holds the %s texts to their wording', (_, [mod, wording]) => {
    expect(Object.fromEntries(Object.entries(mod).map(([k, v]) => [k, textOf(v)]))).toEqual(wording);
  });
});

describe('authErrorMessage', () => {
  it('turns each code into our sentence', () => {
    for (const [code, sentence] of Object.entries(AUTH_ERRORS)) expect(authErrorMessage(code)).toBe(sentence);
  });

  it('never repeats text it was given', () => {
    for (const text of [
      'Your account is locked. Call +1 555 0100.',
      authMessages.accountDisabled,
      '',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
    ])
      expect(authErrorMessage(text)).toBe(commonMessages.notAuthorized);
  });
});
