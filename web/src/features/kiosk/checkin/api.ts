import { call } from '#web/api/client.ts';

// The kiosk's loyalty check-in (docs/client-kiosk-lock.md): a phone looked up, a new member signed
// up and confirmed by the texted code, a member checked in. The kiosk caches none of these answers.

/** Whether the phone belongs to a member, and the consent wording a new one agrees to. */
export const findMember = (clientId: string, phone: string) => call('isInLoyalty', { params: { clientId, phone } });

export const checkIn = (clientId: string, phone: string) => call('checkIn', { params: { clientId, phone } });

/** Signs the phone up; the member confirms with the code texted to it. */
export const joinLoyalty = (clientId: string, phone: string, zip: string, age: string) =>
  call('addToLoyalty', { params: { clientId, phone, zip, age } });

/** Texts a new code; the answer's message is the text to show. */
export const sendNewCode = (clientId: string, phone: string) => call('newCode', { params: { clientId, phone } });

/** Confirms the new member with the texted code and the signup categories chosen. */
export const confirmMember = (clientId: string, phone: string, activationCode: string, categories: string[]) =>
  call('confirmMember', { params: { clientId, phone, activationCode }, body: { categories } });
