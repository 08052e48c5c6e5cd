// Whether a page's text layer is a cipher: a PDF whose fonts carry no Unicode mapping gives pdf.js
// glyph codes rather than letters ('1>3111' for '0.2000', Cannalysis's certificates), which read as
// punctuation and digits. Text of any language a COA is printed in is mostly letters, with words
// among them; a cipher has almost no letters and no words. Such a page is read by OCR instead.

/** Too few glyphs to judge (a page of a logo and a page number) is not a cipher. */
const MIN_GLYPHS = 40;

export function looksEnciphered(texts: readonly string[]): boolean {
  const all = texts.join(' ');
  const glyphs = all.replace(/\s/g, '').length;
  if (glyphs < MIN_GLYPHS) return false;
  const letters = all.match(/\p{L}/gu)?.length ?? 0;
  // a word: three letters or more with a vowel among them
  const words = (all.match(/\p{L}{3,}/gu) ?? []).filter((w) => /[aeiouyäöüéèáíóú]/i.test(w)).length;
  // the ten certificates' readable pages have 54–88 % letters and 6–17 words per 100 glyphs;
  // the enciphered ones 1–4 % and none
  return letters < 0.2 * glyphs && words < glyphs / 100;
}
