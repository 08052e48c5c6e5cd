// Route paths use API Gateway syntax ({name}, and a greedy last {name+} taking the rest of the
// path); a last segment written {name?} is optional.

const SEGMENT = /^\{([A-Za-z_][A-Za-z0-9_]*)(\?|\+)?\}$/;

/** The concrete API Gateway route paths for one table path (an optional tail gives two). */
export function gatewayPaths(path: string): string[] {
  const segs = path.split('/');
  const last = segs.at(-1) ?? '';
  const m = SEGMENT.exec(last);
  if (m?.[2] === '?') return [segs.slice(0, -1).join('/'), [...segs.slice(0, -1), `{${m[1]}}`].join('/')];
  return [path];
}

export interface PathMatcher {
  (pathname: string): Record<string, string> | null;
}

/** Compiles a table path to a matcher returning decoded path parameters, or null. */
export function compilePath(path: string): PathMatcher {
  const names: string[] = [];
  let pattern = '';
  for (const seg of path.split('/').slice(1)) {
    const m = SEGMENT.exec(seg);
    if (!m) {
      pattern += '/' + seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      continue;
    }
    names.push(m[1]!);
    pattern += m[2] === '?' ? '(?:/([^/]+))?' : m[2] === '+' ? '/(.+?)' : '/([^/]+)';
  }
  const re = new RegExp(`^${pattern}/?$`);
  return (pathname) => {
    const hit = re.exec(pathname);
    if (!hit) return null;
    const out: Record<string, string> = {};
    names.forEach((n, i) => {
      const v = hit[i + 1];
      if (v !== undefined) out[n] = safeDecode(v);
    });
    return out;
  };
}

const safeDecode = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

/** Fills a table path with parameters (the optional tail is dropped when absent). */
export function fillPath(path: string, params: Record<string, string | undefined>): string {
  return path
    .split('/')
    .map((seg) => {
      const m = SEGMENT.exec(seg);
      if (!m) return seg;
      const v = params[m[1]!];
      if (v === undefined) {
        if (m[2] === '?') return null;
        throw new Error(`missing path parameter ${m[1]}`);
      }
      return m[2] === '+' ? v.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(v);
    })
    .filter((s) => s !== null)
    .join('/');
}
