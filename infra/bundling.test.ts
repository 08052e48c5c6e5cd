import { describe, expect, it } from 'vitest';
import { workers } from './workers.ts';
import { omittedFiles, shippedModules } from './bundling.ts';

// What a profile's nodeModules put in a function's node_modules: the packages and all they load.

describe('shippedModules', () => {
  it('ships a package with the packages it depends on', () => {
    const shipped = shippedModules(['tesseract.js']);
    expect(shipped).toEqual(expect.arrayContaining(['tesseract.js', 'tesseract.js-core', 'wasm-feature-detect']));
    expect(shipped).toEqual([...new Set(shipped)].sort());
  });

  it("ships the native binary's platform package that is installed, and no other platform's", () => {
    const shipped = shippedModules(['@napi-rs/canvas']);
    expect(shipped).toContain('@napi-rs/canvas-linux-x64-gnu');
    expect(shipped).not.toContain('@napi-rs/canvas-darwin-arm64');
  });

  it('refuses a package that is not installed', () => {
    expect(() => shippedModules(['not-a-package-here'])).toThrow('not-a-package-here is not installed');
  });
});

describe('omittedFiles', () => {
  it("leaves out of the OCR function the browser's copies of tesseract's cores and the model it does not read", () => {
    const ocr = workers.find((w) => w.needs.profile?.nodeModules?.includes('tesseract.js'))!;
    const omitted = omittedFiles(ocr.needs.profile?.unshipped);
    for (const engine of ['', '-simd', '-relaxedsimd', '-lstm', '-simd-lstm', '-relaxedsimd-lstm']) {
      expect(omitted).toContain(`tesseract.js-core/tesseract-core${engine}.wasm.js`);
      for (const ext of ['.js', '.wasm'])
        expect(omitted).not.toContain(`tesseract.js-core/tesseract-core${engine}${ext}`);
    }
    expect(omitted).toContain('@tesseract.js-data/eng/4.0.0');
    expect(omitted).toHaveLength(7);
  });

  it('refuses a pattern that matches nothing', () => {
    expect(() => omittedFiles(['tesseract.js-core/*.nothing'])).toThrow('matches no file');
  });
});
