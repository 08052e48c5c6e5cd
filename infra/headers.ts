// The security headers every answer carries, by what it is: the site, the API, media files and the
// local-only tools. CloudFront's response headers policies (infra/cdk/constructs/site.ts) and the
// local gateway (infra/local/gateway.ts) both read this table, so they cannot drift.
// docs/architecture.md (Headers) gives the reasons for each choice.

/** Sends HTTPS only for two years, subdomains included (ready for the preload list). */
export const HSTS = { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: true } as const;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const csp = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');

export const CSP = {
  /**
   * The React app: scripts only from our own origin (the build emits no inline script), no plugins,
   * no framing, forms and base URL kept home. Mantine writes its theme variables into <style>
   * elements at run time and React sets style attributes, so styles allow 'unsafe-inline'; CSS
   * cannot run script, and img-src and connect-src still bound what a stray style could load.
   * Images may be brand links on other https hosts (shared/schemas/common.ts imageLink).
   */
  site: csp({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: https:",
    'font-src': "'self'",
    'connect-src': "'self'",
    // Platform Training's players (docs/admin-training.md): YouTube's and Vimeo's privacy-enhanced
    // frames, and .mp4 files on https hosts in the browser's own player; and the investor form
    // /invest embeds (web/src/app/environment.ts investorFormUrl)
    'frame-src': 'https://www.youtube-nocookie.com https://player.vimeo.com https://forms.cannastamp.com',
    'media-src': "'self' https:",
    'manifest-src': "'self'",
    'worker-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  }),
  /** JSON answers and redirects: nothing to load, run or frame. */
  api: csp({ 'default-src': "'none'", 'frame-ancestors': "'none'", 'base-uri': "'none'", 'form-action': "'none'" }),
  /**
   * Media files are opened directly too: an SVG among them must never run script on our origin,
   * so they render sandboxed, with only their own inline styles and images.
   */
  media: csp({
    'default-src': "'none'",
    'img-src': "'self' data:",
    'style-src': "'unsafe-inline'",
    'frame-ancestors': "'none'",
    sandbox: '',
  }).trimEnd(),
  /** The local runtime's own pages (/__local/outbox): static HTML with an inline stylesheet, no script. */
  localTool: csp({
    'default-src': "'none'",
    'style-src': "'unsafe-inline'",
    'frame-ancestors': "'none'",
    'base-uri': "'none'",
    'form-action': "'none'",
  }),
} as const;

export type AnswerKind = keyof typeof CSP;

/**
 * The site's policy where the browser also sends files straight to the media bucket with presigned
 * POSTs (docs/client-uploads.md): that one origin joins connect-src. It is the bucket's own
 * endpoint (s3rver's address locally), never a wildcard, so a stray script cannot post elsewhere.
 */
export const sitePolicy = (uploadOrigin?: string) =>
  uploadOrigin ? CSP.site.replace("connect-src 'self'", `connect-src 'self' ${uploadOrigin}`) : CSP.site;

/** The headers for one kind of answer, as the local gateway sets them (lowercase names). */
export function securityHeaders(kind: AnswerKind, uploadOrigin?: string): Record<string, string> {
  return {
    'content-security-policy': kind === 'site' ? sitePolicy(uploadOrigin) : CSP[kind],
    'strict-transport-security': `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}${HSTS.preload ? '; preload' : ''}`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
  };
}

/** Which kind of answer a path gets. */
export const answerKind = (pathname: string): AnswerKind =>
  pathname === '/api' || pathname.startsWith('/api/')
    ? 'api'
    : pathname.startsWith('/media/')
      ? 'media'
      : pathname.startsWith('/__local/')
        ? 'localTool'
        : 'site';

/**
 * The header CloudFront adds to every /api request with a secret only it and the API know; the
 * HTTP API's authorizer refuses requests without it, so the execute-api endpoint cannot be used to
 * skip the WAF limits or to name a client address of one's choosing (docs/architecture.md, Edge).
 */
export const ORIGIN_HEADER = 'x-origin-verify';
