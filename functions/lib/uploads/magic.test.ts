import { describe, expect, it } from 'vitest';
import { matchesType } from './magic.ts';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
// an MP4's first box: its length (32 bytes here), 'ftyp', then the brand
const MP4 = bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d);
const WEBM = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81);

describe('upload magic bytes', () => {
  it('knows PNG, JPEG and PDF by their first bytes', () => {
    expect(matchesType(PNG, 'image/png')).toBe(true);
    expect(matchesType(JPEG, 'image/jpeg')).toBe(true);
    expect(matchesType(text('%PDF-1.7\n'), 'application/pdf')).toBe(true);
  });

  it('knows MP4 by its ftyp box whatever its length, and WebM by its EBML header', () => {
    expect(matchesType(MP4, 'video/mp4')).toBe(true);
    expect(matchesType(bytes(0, 0, 0, 0x18, ...text('ftypmp42')), 'video/mp4')).toBe(true);
    expect(matchesType(WEBM, 'video/webm')).toBe(true);
    expect(matchesType(WEBM, 'video/mp4')).toBe(false);
    expect(matchesType(MP4, 'video/webm')).toBe(false);
    expect(matchesType(text('<!doctype html>'), 'video/mp4')).toBe(false);
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
    expect(matchesType(bytes(0, 0, 0, 0x20, 0x66, 0x74), 'video/mp4')).toBe(false);
  });
});
