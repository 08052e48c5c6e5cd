// Blog HTML, made safe before it reaches a page: an allowlist. Tags outside it are
// dropped (their text kept), except script, style and the like, which go with their content;
// attributes outside it are dropped; links and images keep only http(s), mailto and site-relative
// addresses; all text is escaped again. The output is well formed: every kept tag is closed.

const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  blockquote: [],
  figure: [],
  figcaption: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const VOID = new Set(['br', 'img']);
/** Dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
]);

const escapeText = (s: string) =>
  s
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Entities decoded, control characters and spaces removed: what a browser would read as the scheme. */
function safeUrl(raw: string): string | undefined {
  const decoded = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .trim();
  // browsers skip spaces and control characters inside a scheme ('java\tscript:')
  const probe = [...decoded]
    .filter((c) => {
      const n = c.charCodeAt(0);
      return n > 0x20 && (n < 0x7f || n > 0x9f);
    })
    .join('')
    .toLowerCase();
  if (/^(https?:|mailto:)/.test(probe)) return decoded;
  if (/^\/(?!\/)/.test(probe) || /^#/.test(probe)) return decoded;
  return undefined;
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | undefined;
  const token =
    /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
  for (const m of html.matchAll(token)) {
    const [whole, rawName, rawAttrs = ''] = m;
    if (!rawName) {
      // text, a stray '<', a comment or a declaration
      if (dropping) continue;
      if (whole.startsWith('<!') || whole.startsWith('<?')) continue;
      out.push(escapeText(whole));
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = whole.startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*>$/.test(whole)) dropping = name;
      continue;
    }
    const allowed = ALLOWED[name];
    if (!allowed) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // close what was left open inside it
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const attrs: string[] = [];
    for (const a of rawAttrs.matchAll(ATTR)) {
      const attr = a[1]!.toLowerCase();
      if (!allowed.includes(attr)) continue;
      let value = a[2] ?? a[3] ?? a[4] ?? '';
      if (attr === 'href' || attr === 'src') {
        const url = safeUrl(value);
        if (url === undefined) continue;
        value = url;
      }
      if ((attr === 'width' || attr === 'height') && !/^\d{1,4}$/.test(value)) continue;
      attrs.push(` ${attr}="${escapeAttr(value)}"`);
    }
    if (name === 'a' && attrs.some((a) => a.startsWith(' href="http')))
      attrs.push(' rel="noopener noreferrer nofollow"');
    if (name === 'img' && !attrs.some((a) => a.startsWith(' src='))) continue;
    out.push(`<${name}${attrs.join('')}>`);
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
