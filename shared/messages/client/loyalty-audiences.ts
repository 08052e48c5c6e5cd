import type { Segment } from '../../schemas/loyalty-audience.ts';

// Audiences, the send preview and the confirmation (docs/client-loyalty-audiences.md): our words,
// the spec gives none.

export const audienceLabel = 'Who gets it' as const;
export const everyone = 'All members' as const;
export const savedSegmentLabel = 'Saved segment' as const;
export const noSavedSegment = 'Build a segment' as const;
export const categoriesLabel = 'Chose any of these categories' as const;
export const visitLabel = 'Last visit' as const;
export const visitWithin = 'Checked in within' as const;
export const visitNotSince = 'Not checked in for' as const;
export const daysLabel = 'Days' as const;
export const pointsMinLabel = 'Points balance from' as const;
export const pointsMaxLabel = 'Points balance up to' as const;
export const zipsLabel = 'ZIP codes' as const;
export const zipsHint = 'Five digits each, separated by commas or spaces.' as const;
export const joinedLabel = 'Joined in the last (days)' as const;
export const saveAsLabel = 'Save this segment as' as const;
export const saveSegment = 'Save segment' as const;
export const deleteSegment = 'Delete saved segment' as const;
export const segmentSaved = (name: string) => `Segment "${name}" saved.`;
export const segmentNameTaken = 'A saved segment already has this name.' as const;
export const segmentNotFound = 'There is no such saved segment.' as const;
export const badZips = 'Enter ZIP codes of five digits.' as const;

export const preview = 'Preview' as const;
export const previewTitle = 'How it arrives' as const;
export const countFailed = 'The audience could not be counted:' as const;
export const recipients = (n: number) => `${n.toLocaleString('en-US')} member${n === 1 ? '' : 's'} will get this text`;
export const excluded = (noConsent: number, optedOut: number) =>
  `${noConsent.toLocaleString('en-US')} not confirmed, ${optedOut.toLocaleString('en-US')} opted out: not texted`;
export const quietHoursWait = (n: number) =>
  `${n.toLocaleString('en-US')} inside quiet hours then: their text waits for 8 am on their clock`;
export const planUse = (used: number, perMonth: number) =>
  `${used.toLocaleString('en-US')} of the plan's ${perMonth.toLocaleString('en-US')} texts used this month`;
export const costLine = (included: number, extra: number, each: string, cost: string) =>
  `${included.toLocaleString('en-US')} inside the plan, ${extra.toLocaleString('en-US')} at ${each} each: ${cost}`;
export const confirmTitle = 'Send this message?' as const;
export const confirmSend = (n: number) => `Send to ${n.toLocaleString('en-US')} member${n === 1 ? '' : 's'}`;
export const confirmSchedule = (n: number, when: string) =>
  `Schedule for ${when}: ${n.toLocaleString('en-US')} member${n === 1 ? '' : 's'} as of now`;
export const noRecipients = 'Nobody in this segment can be texted now: it would reach no one.' as const;
export const cancel = 'Go back' as const;

export const overlapTitle = 'This offer overlaps another' as const;
export const storeTime = (zone: string) => `Times are the store's (${zone}).`;
export const editMessage = 'Edit' as const;
export const cancelMessage = 'Cancel sending' as const;
export const cancelConfirm = 'Cancel this scheduled message? Nobody will be texted.' as const;
export const saveChanges = 'Save changes' as const;
export const messageStarted = 'This message has started sending and can no longer be changed.' as const;
export const messageNotFound = 'There is no such message.' as const;

/** A segment in words, for the history and the confirmation. */
export function describeSegment(s: Segment | undefined): string {
  if (!s) return everyone;
  const parts: string[] = [];
  if (s.categories) parts.push(`chose ${s.categories.join(' or ')}`);
  if (s.visit)
    parts.push(`${s.visit.kind === 'within' ? 'checked in within' : 'not checked in for'} ${s.visit.days} days`);
  if (s.points) {
    const { min, max } = s.points;
    parts.push(
      min !== undefined && max !== undefined
        ? `${min}–${max} points`
        : min !== undefined
          ? `${min} points or more`
          : `${max} points or fewer`,
    );
  }
  if (s.zips) parts.push(`ZIP ${s.zips.join(', ')}`);
  if (s.joinedWithinDays !== undefined) parts.push(`joined in the last ${s.joinedWithinDays} days`);
  return parts.length ? `Members who ${parts.join('; ')}` : everyone;
}
