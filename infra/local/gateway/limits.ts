/**
 * CloudFront refuses a URL longer than this (its quota 'Maximum length of a URL', 8,192 bytes) with
 * 414 before anything behind it runs; the local gateway does the same.
 */
export const EDGE_MAX_URL_BYTES = 8_192;
