// Texting rules the send path enforces for every marketing text, whatever the UI did
// (docs/client-loyalty-messages.md, Compliance). Pure functions: the worker and the webhook call them.

import { clock } from '#lib/base/clocks';

/**
 * The warnings WAC 314-55-155(6) requires on all cannabis advertising but outdoor, which WSLCB
 * Bulletin 19-02 (May 31, 2019, "Warnings required on text message advertising") applies to text
 * messages: they must be in the text itself, not behind a link. Used when the company sets neither
 * customWarningText nor defaultWarningText.
 */
export const WSLCB_WARNING =
  'This product has intoxicating effects and may be habit forming. ' +
  'Marijuana can impair concentration, coordination, and judgment. Do not operate a vehicle or machinery under the influence of this drug. ' +
  'There may be health risks associated with consumption of this product. ' +
  'For use only by adults twenty-one and older. Keep out of the reach of children.';

/** The spec's per-member cap: at most this many marketing texts a member's day, unless the company sets its own. */
export const DEFAULT_DAILY_CAP = 3;
/** Sending hours in the member's time zone: from 8 am, until 8 pm. */
export const QUIET_UNTIL_HOUR = 8;
export const QUIET_FROM_HOUR = 20;

export interface WarningConfig {
  customWarningText?: string | undefined;
  defaultWarningText?: string | undefined;
}

/** The text as sent: the body, then the company's custom warning, else its default, else WSLCB's. */
export function withWarning(body: string, config: WarningConfig | undefined): string {
  const warning = config?.customWarningText?.trim() || config?.defaultWarningText?.trim() || WSLCB_WARNING;
  return body.trim() ? `${body.trim()}\n\n${warning}` : warning;
}

export type InboundIntent = 'optOut' | 'help' | 'optIn';

// CTIA's and the carriers' standard keywords, and wording people use for the same thing
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const OPT_OUT_PHRASES = [
  /^STOP\b/,
  /^UNSUBSCRIBE\b/,
  /^OPT ?OUT\b/,
  /^REMOVE ME\b/,
  /^QUIT (TEXTING|MESSAGING|SENDING)\b/,
  /^(DO NOT|DON'?T) (TEXT|MESSAGE|CONTACT) ME\b/,
  /^NO MORE\b/,
  /^TAKE ME OFF\b/,
];
const HELP = new Set(['HELP', 'INFO']);
const OPT_IN = new Set(['START', 'UNSTOP', 'SUBSCRIBE']);

/** What an inbound text asks for, or undefined for anything else (which is left alone). */
export function inboundIntent(text: string): InboundIntent | undefined {
  const words = text
    .toUpperCase()
    .replace(/[^A-Z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^PLEASE /, '');
  const word = words.replace(/[ ']/g, '');
  if (OPT_OUT.has(word) || OPT_OUT_PHRASES.some((r) => r.test(words))) return 'optOut';
  if (HELP.has(word)) return 'help';
  if (OPT_IN.has(word)) return 'optIn';
  return undefined;
}

/** The hour and minute on the member's clock. */
function localTime(at: Date, timeZone: string): { hour: number; minute: number } {
  let hour = 0;
  let minute = 0;
  for (const p of clock('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(at))
    if (p.type === 'hour') hour = Number(p.value);
    else if (p.type === 'minute') minute = Number(p.value);
  return { hour, minute };
}

/** Whether `at` is inside the member's quiet hours (before 8 am or from 8 pm, their time). */
export function inQuietHours(at: Date, timeZone: string): boolean {
  const { hour } = localTime(at, timeZone);
  return hour < QUIET_UNTIL_HOUR || hour >= QUIET_FROM_HOUR;
}

/**
 * When a text due at `at` may go: `at` itself outside quiet hours, else the next 8 am on the
 * member's clock (a due message waits for the morning). A daylight-saving change overnight is
 * corrected by reading the clock again at the answer.
 */
export function nextSendTime(at: Date, timeZone: string): Date {
  if (!inQuietHours(at, timeZone)) return at;
  const { hour, minute } = localTime(at, timeZone);
  const minutesToEight = ((((QUIET_UNTIL_HOUR - hour) * 60 - minute) % 1440) + 1440) % 1440;
  let next = new Date(Math.floor(at.getTime() / 60_000) * 60_000 + minutesToEight * 60_000);
  const check = localTime(next, timeZone);
  const drift = (check.hour - QUIET_UNTIL_HOUR) * 60 + check.minute;
  if (drift !== 0) next = new Date(next.getTime() - drift * 60_000);
  return next;
}

/** Whether a member who has had `sentToday` marketing texts today may have another. */
export const underCap = (sentToday: number, cap: number | undefined) => sentToday < (cap ?? DEFAULT_DAILY_CAP);
