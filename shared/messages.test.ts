import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, authErrorMessage, messages } from './messages.ts';

describe('authErrorMessage', () => {
  it('turns each code into our sentence', () => {
    for (const [code, sentence] of Object.entries(AUTH_ERRORS)) expect(authErrorMessage(code)).toBe(sentence);
  });

  it('never repeats text it was given', () => {
    for (const text of ['Your account is locked. Call +1 555 0100.', messages.accountDisabled, '', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(authErrorMessage(text)).toBe(messages.notAuthorized);
  });
});
