import { describe, expect, it } from 'vitest';
import { shippedModules } from './bundling.ts';

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
