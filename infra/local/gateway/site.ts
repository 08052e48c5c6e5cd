import * as commonMessages from '#shared/messages/common';
import { shellFor } from '#shared/shells';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// Everything but /api, /media and /__local: the built web app, as CloudFront serves it from S3.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // pdf.js's worker, which Vite emits under its own .mjs name
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Serves the built site the way CloudFront does: compressed, hashed assets cached for a year, SPA fallback (a page's own shell where it has one). */
export function staticSite(distDir: string) {
  const cache = new Map<string, { br: Buffer; gz: Buffer; raw: Buffer }>();
  return (req: IncomingMessage, res: ServerResponse, url: URL) => {
    let rel = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(distDir, rel);
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      // unknown asset paths are real 404s; app routes fall back to the SPA shell
      if (rel.startsWith('/assets/') || extname(rel)) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end(commonMessages.notFound);
        return;
      }
      rel = shellFor(rel);
      file = join(distDir, rel);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = rel.startsWith('/assets/');
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (!/^(text\/|application\/(json|javascript|manifest)|image\/svg)/.test(type)) {
      res.writeHead(200, headers);
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
      return;
    }
    // a hashed asset never changes; anything else (index.html, meta.json) is kept while its file
    // is unchanged, as CloudFront keeps its compressed copy until the deploy's invalidation:
    // brotli at its best quality costs about 10 ms a page, which every first visit waited for
    const key = immutable ? file : `${file}@${statSync(file).mtimeMs}`;
    let entry = cache.get(key);
    if (!entry) {
      const raw = readFileSync(file);
      entry = { raw, br: brotliCompressSync(raw), gz: gzipSync(raw, { level: 9 }) };
      if (!immutable) for (const k of cache.keys()) if (k.startsWith(`${file}@`)) cache.delete(k);
      cache.set(key, entry);
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    headers.vary = 'accept-encoding';
    if (/\bbr\b/.test(accept)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'br' });
      res.end(entry.br);
    } else if (/\bgzip\b/.test(accept)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      res.end(entry.gz);
    } else {
      res.writeHead(200, headers);
      res.end(entry.raw);
    }
  };
}
