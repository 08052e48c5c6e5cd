import { useEffect, useRef, useState } from 'react';
import type { Mark } from './pdf-pages.tsx';

// A lab's WCIA JSON lab result shown as the document it is: the JSON laid out two spaces a level,
// with the line a focused field was read from marked. A reading's source is printed `name: qom uom`
// (or `sample.id: …` for a text field), so the mark is the metric whose name is that text, or the
// line of the key named before the colon.

/** The index of the line a reading's printed source comes from, or -1. */
export function markedLine(lines: readonly string[], printed: string): number {
  const cut = printed.indexOf(': ');
  if (cut < 0) return -1;
  const label = printed.slice(0, cut);
  const metric = lines.findIndex((l) => l.includes(`"name": ${JSON.stringify(label)}`));
  if (metric >= 0) return metric;
  const key = `"${label.split('.').at(-1)}": `;
  return lines.findIndex((l) => l.trimStart().startsWith(key));
}

export function JsonDocument({ url, label, mark }: { url: string; label: string; mark?: Mark | undefined }) {
  const [lines, setLines] = useState<string[]>();
  const [failed, setFailed] = useState(false);
  const marked = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then(
        (text) => live && setLines(JSON.stringify(JSON.parse(text), null, 2).split('\n')),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [url]);
  const at = lines && mark ? markedLine(lines, mark.printed) : -1;
  useEffect(() => marked.current?.scrollIntoView({ block: 'nearest' }), [at]);
  if (failed)
    return (
      <p role="alert" className="pipeline-doc-note">
        This JSON file could not be shown here. Open it with its link above.
      </p>
    );
  if (!lines)
    return (
      <p role="status" className="pipeline-doc-note">
        Loading {label}
      </p>
    );
  return (
    // focusable so a keyboard can scroll it; labelled as the file it shows
    <pre className="pipeline-json" tabIndex={0} aria-label={`${label} (WCIA JSON)`}>
      {lines.map((line, i) => (
        <span key={i} ref={i === at ? marked : undefined} className={i === at ? 'pipeline-json-mark' : undefined}>
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
