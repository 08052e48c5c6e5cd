import { describe, expect, it } from 'vitest';
import { matchesType } from './magic.ts';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);

describe('upload magic bytes', () => {
  it('knows PNG, JPEG and PDF by their first bytes', () => {
    expect(matchesType(PNG, 'image/png')).toBe(true);
    expect(matchesType(JPEG, 'image/jpeg')).toBe(true);
    expect(matchesType(text('%PDF-1.7\n'), 'application/pdf')).toBe(true);
  });

  it('refuses renamed files and files of another allowed type', () => {
    expect(matchesType(text('<!doctype html><script>'), 'image/png')).toBe(false);
    expect(matchesType(text('MZ\x90\x00\x03'), 'application/pdf')).toBe(false);
    expect(matchesType(PNG, 'image/jpeg')).toBe(false);
    expect(matchesType(JPEG, 'application/pdf')).toBe(false);
  });

  it('refuses a file shorter than the signature', () => {
    expect(matchesType(bytes(0x89, 0x50), 'image/png')).toBe(false);
    expect(matchesType(new Uint8Array(), 'image/jpeg')).toBe(false);
  });
});
