import { isValidPhoneNumber, parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './us-phone-metadata.json' with { type: 'json' };

// US phone numbers, checked by libphonenumber-js against the United States' entry of its metadata
// alone: the whole min metadata is 120 KB, which every Lambda bundle that validates a company form
// would carry; the US entry is 1 KB. us-phone-metadata.json is libphonenumber-js/metadata.min.json
// with `countries` and `country_calling_codes` cut to US (regenerate it when the package is updated).

const US = metadata as unknown as MetadataJson;

/** Whether the text is a valid US phone number ('(206) 555-0100', '206-555-0100', '+1 206 555 0100'). */
export const isUsPhone = (text: string): boolean => isValidPhoneNumber(text, 'US', US);

/** The number in the national format, '(206) 555-0100'; the text itself when it is not a US number. */
export const formatUsPhone = (text: string): string =>
  parsePhoneNumberFromString(text, 'US', US)?.formatNational() ?? text;

/**
 * The kinds of number a loyalty text may go to. Premium rate (900), toll free, personal (500s)
 * and VoIP-only numbers cost the store more per text or invite SMS pumping; US numbers are mostly
 * FIXED_LINE_OR_MOBILE, since the plan does not tell the two apart.
 */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** Whether the text is a valid US number a loyalty text may go to (see TEXTABLE). */
export const isTextableUsPhone = (text: string): boolean => {
  const number = parsePhoneNumberFromString(text, 'US', US);
  return !!number?.isValid() && TEXTABLE.has(number.getType() ?? '');
};
