// Business constants from the spec (documents 1–3, section 9 of each). Values are requirements.

export const AGE_GATE_COOKIE_DAYS = 1;
export const SESSION_COOKIE_MS = 108_000_000; // 30 hours
/** validateUser trades an access token in for a new one only when it has less than this left. */
export const TOKEN_RENEW_WITHIN_SECONDS = 10 * 60;

export const PRODUCT_CATEGORIES = ['Flower', 'Edible', 'Extract/Concentrate', 'Topical'] as const;
export const CLIENT_TYPES = ['producer', 'dispensary', 'lab', 'integrator'] as const;
export const PREMIUM_LEVELS = ['free', 'pro'] as const;
export const LOT_TYPES = ['parentLot', 'distribution', 'shipment'] as const;
export const LOT_STATUSES = ['pending', 'review', 'completed'] as const;
export const DISTRIBUTION_STATUSES = ['pending', 'approved', 'denied'] as const;
export const USAGES = [
  'Thinking',
  'Working',
  'Relaxing',
  'Sleeping',
  'Romance',
  'Socializing',
  'Exercise',
  'Medicinal',
  'Other',
] as const;

/** Terpestival's filter icons (spec 1): a product matches on its first tag. */
export const TERP_FILTERS = ['Fuel', 'Fruit', 'Earth', 'Floral'] as const;
/** Terpestival carousel (spec 1): slides in view and slide speed. */
export const TERP_CAROUSEL_SLIDES = 3;
export const TERP_CAROUSEL_SPEED_MS = 500;

/** Marketing prices (spec 1 section 9; spec 2 section 9 agrees). Every page that quotes a price reads it here. */
export const PRICING = {
  kioskMonthly: 200,
  loyaltyAddOnMonthly: 100,
  loyaltyMessagesPerMonth: 3000,
  extraMessage: 0.03,
  proTrialDays: 30,
  /** The non-producer Pro plan (spec 2 §9, spec 3): hidden for producer companies. */
  proMonthly: 400,
  extraKioskMonthly: 50,
  supportResponseHours: 24,
  /** The COA concierge, the data-entry service (spec 2 §9): a trial, then Standard or Pro with tiers. */
  coaTrialMax: 25,
  coaStandardMonthly: 30,
  coaStandardMax: 25,
  coaProMonthly: 50,
  coaProMax: 50,
  coaProTiersMax: 250,
  extraCoa: 2,
} as const;
/** The query value (`/ClaimYourCompany?offer=pro-trial`) that makes a claim start the Pro trial. */
export const PRO_TRIAL_OFFER = 'pro-trial';
/** '$200', '$0.03': whole dollars without cents, cents when there are some. */
export const usd = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** Location shown on every brand page (spec 1: "a fixed location 'Seattle, WA'"). */
export const BRAND_LOCATION = 'Seattle, WA';
export const COPYRIGHT = '2018-2019';

/**
 * Where the site sends someone it moves along without a named destination (spec 1: "Default
 * redirect /home"): an ended session, a refused binder, a Google sign-in that did not finish.
 * Redirects the spec names ('/' after an account update or a password reset) keep theirs.
 */
export const DEFAULT_REDIRECT = '/home';

/** Largest request body any route accepts unless the route says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
export const TEXT_INPUT_MAX = 128;
export const TEXT_AREA_MAX = 600;
export const PRODUCT_NAME_MAX = 36;
export const SHORT_DESCRIPTION_MAX = 128;

/**
 * The product page shows 'Certified By' with the lab's logo when the testing lab's name contains
 * this word (spec 1 does not name it). Deployments set CERTIFIED_LAB_WORD (cdk.json context
 * certifiedLabWord) to change it.
 */
export const DEFAULT_CERTIFIED_LAB_WORD = 'Certified';

/** A company claimed through the Pro trial offer (sign-up, /brands) is Pro for this many days. */
export const PRO_TRIAL_DAYS = 30;
/** The business tables' page size (spec 2 section 9: "Tables default page size 10"). */
export const CLIENT_TABLE_PAGE_SIZE = 10;
/** Bulk product actions run this many at a time (spec 2 section 9). */
export const BULK_EDIT_CONCURRENCY = 5;
/** The admin's CSV product upload sends this many products at a time (spec 2 section 9). */
export const CSV_UPLOAD_CONCURRENCY = 3;
/** A product's strain when none is given (spec 2 section 3). */
export const STRAIN_NOT_AVAILABLE = 'Not Available';
/** The product types offered per category (productTypeList); the demo data uses the same ones. */
export const PRODUCT_TYPES: Record<(typeof PRODUCT_CATEGORIES)[number], readonly string[]> = {
  Flower: ['Indoor', 'Outdoor', 'Greenhouse'],
  Edible: ['Chocolate', 'Gummy', 'Baked Good', 'Beverage'],
  'Extract/Concentrate': ['Live Resin', 'Rosin', 'Vape Cartridge', 'Distillate', 'Shatter'],
  Topical: ['Balm', 'Lotion', 'Bath Soak'],
};
/** The strains offered on the product form (strainList), after 'Not Available'. */
export const STRAIN_NAMES = [
  'Blue Dream',
  'OG Kush',
  'Jack Herer',
  'Durban Poison',
  'Girl Scout Cookies',
  'Sour Diesel',
  'Granddaddy Purple',
  'Northern Lights',
  'Super Lemon Haze',
  'Gelato',
  'Wedding Cake',
  'Green Crack',
  'Trainwreck',
  'Pineapple Express',
  'Tangie',
  'Chemdawg',
  'Bubba Kush',
  'Purple Punch',
  'Zkittlez',
  'Ghost Train Haze',
  'Strawberry Cough',
  'Skywalker OG',
  'Lavender Kush',
  'Harlequin',
  'Cannatonic',
  'Pennywise',
  'Dancehall',
  'Harle-Tsu',
  'ACDC',
  'Sour Tsunami',
  'Suzy Q',
] as const;

/** The COA Data Entry Service (spec 2 §5, §9): a client's monthly limit and one batch's size. */
export const COA_SERVICE_LIMIT_MAX = 200;
export const COA_BATCH_MAX = 100;
/** COA messages stay in the error bar this long (spec 2 §8, §9). */
export const COA_MESSAGE_MS = 3000;
/** 'Settings saved' on the kiosk settings page hides after this long (spec 2 §9). */
export const KIOSK_NOTICE_MS = 5000;
/** Loyalty message cards show the body cut at this many characters (spec 3 §9). */
export const MESSAGE_CARD_PREVIEW = 80;

/** Reject notes in the review pipeline: at least this many characters (spec 3 §5). */
export const REJECT_NOTES_MIN = 5;
/** How long a pipeline checkout holds its item; after it the item is back in the queue (docs/admin-pipeline.md). */
export const PIPELINE_LEASE_MINUTES = 30;

// The kiosk's lock and check-in (spec 3 'Kiosk storefront', 'Loyalty check-in flow', constants).
/** Logging a kiosk out takes more than this many taps on the powered-by logo… */
export const KIOSK_UNLOCK_TAPS = 4;
/** …within this long (the spec does not show its window). */
export const KIOSK_UNLOCK_WINDOW_MS = 3000;
/** Each check-in button is locked this long after a press. */
export const KIOSK_BUTTON_LOCK_MS = 10_000;
/** 'Thanks For Signing Up' shows this long before the member is checked in and the overlay closes. */
export const KIOSK_THANKS_MS = 5000;

/** The kiosk storefront's first page of products: small, so the first cards come fast (docs/kiosk.md). */
export const KIOSK_FIRST_PAGE = 50;
