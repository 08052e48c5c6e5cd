import { describe, expect, it } from 'vitest';
import { inboundIntent, inQuietHours, nextSendTime, underCap, withWarning, WSLCB_WARNING } from './compliance.ts';

describe('inbound keywords', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'opt out', 'Opt-Out'])(
    'opts out on %j',
    (text) => expect(inboundIntent(text)).toBe('optOut'),
  );
  it.each(['Stop texting me', 'please stop', 'Remove me from this list', "don't text me again", 'no more texts'])(
    'opts out on the reasonable wording %j',
    (text) => expect(inboundIntent(text)).toBe('optOut'),
  );
  it('answers HELP and INFO, opts in on START, leaves the rest alone', () => {
    expect(inboundIntent('help')).toBe('help');
    expect(inboundIntent('INFO')).toBe('help');
    expect(inboundIntent('Start')).toBe('optIn');
    expect(inboundIntent('UNSTOP')).toBe('optIn');
    for (const t of ['Thanks!', 'when do you open?', 'the end of the line is long', 'I cancelled my order'])
      expect(inboundIntent(t)).toBeUndefined();
  });
});

describe('quiet hours', () => {
  const seattle = 'America/Los_Angeles';
  it('sends from 8 am until 8 pm on the member’s clock', () => {
    expect(inQuietHours(new Date('2026-06-01T14:59:00Z'), seattle)).toBe(true); // 7:59 PDT
    expect(inQuietHours(new Date('2026-06-01T15:00:00Z'), seattle)).toBe(false); // 8:00
    expect(inQuietHours(new Date('2026-06-02T02:59:00Z'), seattle)).toBe(false); // 19:59
    expect(inQuietHours(new Date('2026-06-02T03:00:00Z'), seattle)).toBe(true); // 20:00
    // the same instant is daytime in New York
    expect(inQuietHours(new Date('2026-06-01T14:30:00Z'), 'America/New_York')).toBe(false);
  });

  it('holds a message due at night until the next 8 am there, across a clock change', () => {
    const due = new Date('2026-06-02T04:30:00Z'); // 21:30 PDT
    expect(nextSendTime(due, seattle).toISOString()).toBe('2026-06-02T15:00:00.000Z');
    const early = new Date('2026-06-02T12:10:00Z'); // 5:10 PDT
    expect(nextSendTime(early, seattle).toISOString()).toBe('2026-06-02T15:00:00.000Z');
    const day = new Date('2026-06-02T18:00:00Z');
    expect(nextSendTime(day, seattle)).toBe(day);
    // 22:00 PDT on 7 March 2026; clocks go forward that night: 8 am is PDT, 15:00Z
    expect(nextSendTime(new Date('2026-03-08T06:00:00Z'), seattle).toISOString()).toBe('2026-03-08T15:00:00.000Z');
  });
});

describe('the warning and the cap', () => {
  it('adds the custom warning, else the default, else the WSLCB wording', () => {
    expect(withWarning('Deals!', { customWarningText: 'Custom.', defaultWarningText: 'Default.' })).toBe(
      'Deals!\n\nCustom.',
    );
    expect(withWarning('Deals!', { customWarningText: ' ', defaultWarningText: 'Default.' })).toBe(
      'Deals!\n\nDefault.',
    );
    expect(withWarning('Deals!', undefined)).toBe(`Deals!\n\n${WSLCB_WARNING}`);
    expect(WSLCB_WARNING).toContain('For use only by adults twenty-one and older. Keep out of the reach of children.');
  });

  it('caps at 3 a day unless the company sets its own', () => {
    expect(underCap(2, undefined)).toBe(true);
    expect(underCap(3, undefined)).toBe(false);
    expect(underCap(3, 5)).toBe(true);
    expect(underCap(0, 0)).toBe(false);
  });
});
