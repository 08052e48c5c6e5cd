import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer } from './compression.ts';

const json = Buffer.from(
  JSON.stringify({ products: Array.from({ length: 60 }, (_, i) => ({ name: `Product ${i}` })) }),
);

describe("the local gateway's answer compression, CloudFront's rules", () => {
  it('compresses JSON of 1,000 bytes or more with brotli where accepted, else gzip', () => {
    expect(json.length).toBeGreaterThan(1000);
    const br = compressAnswer(json, 'application/json; charset=utf-8', undefined, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(json);
    const gz = compressAnswer(json, 'application/json; charset=utf-8', undefined, 'gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(json);
    expect(gz.body.length).toBeLessThan(json.length / 3);
  });

  it('leaves small, encoded, unaccepted and binary answers as they are', () => {
    const small = Buffer.from('{"error":true}');
    expect(compressAnswer(small, 'application/json', undefined, 'gzip')).toEqual({ body: small });
    expect(compressAnswer(json, 'application/json', 'gzip', 'gzip')).toEqual({ body: json });
    expect(compressAnswer(json, 'application/json', undefined, undefined)).toEqual({ body: json });
    expect(compressAnswer(json, 'application/json', undefined, 'identity')).toEqual({ body: json });
    expect(compressAnswer(json, 'image/png', undefined, 'gzip')).toEqual({ body: json });
    expect(compressAnswer(json, undefined, undefined, 'gzip')).toEqual({ body: json });
  });
});
