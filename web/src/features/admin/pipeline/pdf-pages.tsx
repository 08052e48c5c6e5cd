import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { PDF_FONTS_PATH } from './pdf-fonts.ts';

// One certificate PDF drawn page by page on canvases with pdf.js (loaded with the page that needs
// it), and the place of a printed text marked over its page: the reading's box when it has one,
// else where the page's own text layer holds that text.

export interface Mark {
  /** Page number, from 1. */
  page: number;
  printed: string;
  /** [x0, y0, x1, y1] in PDF points, when the reading knows it. */
  box?: readonly [number, number, number, number] | undefined;
}

type Rect = { left: number; top: number; width: number; height: number };

const WIDTH = 900;

async function loadPdf(url: string): Promise<PDFDocumentProxy> {
  // the legacy build: the modern one calls Map methods (getOrInsertComputed) that browsers of this
  // year's staff machines, and the test Chromium, do not have yet
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // no eval: the site's script policy forbids it, and fonts draw without it; the standard fonts a
  // certificate names without embedding come with the site (web/vite.config.ts)
  return pdfjs.getDocument({ url, isEvalSupported: false, standardFontDataUrl: PDF_FONTS_PATH }).promise;
}

/** Where on the drawn page (CSS pixels) the mark is: its box, else the text item that holds the printed text. */
async function rectOf(page: PDFPageProxy, scale: number, mark: Mark): Promise<Rect | undefined> {
  const viewport = page.getViewport({ scale });
  const toRect = ([x0, y0, x1, y1]: readonly number[]): Rect => {
    const [a, b, c, d] = viewport.convertToViewportRectangle([x0!, y0!, x1!, y1!]);
    return { left: Math.min(a!, c!), top: Math.min(b!, d!), width: Math.abs(c! - a!), height: Math.abs(d! - b!) };
  };
  if (mark.box) return toRect(mark.box);
  const wanted = mark.printed.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!wanted) return undefined;
  const content = await page.getTextContent();
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const text = item.str.replace(/\s+/g, ' ').trim().toLowerCase();
    if (!text || !(text.includes(wanted) || (wanted.includes(text) && text.length >= 3))) continue;
    const [, , , , e, f] = item.transform as number[];
    return toRect([e!, f!, e! + item.width, f! + item.height]);
  }
  return undefined;
}

export function PdfPages({ url, label, mark }: { url: string; label: string; mark?: Mark | undefined }) {
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let loaded: PDFDocumentProxy | undefined;
    loadPdf(url).then(
      (d) => {
        loaded = d;
        if (live) setDoc(d);
        else void d.destroy();
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      void loaded?.destroy();
    };
  }, [url]);
  if (failed)
    return (
      <p role="alert" className="pipeline-doc-note">
        This PDF could not be drawn here. Open it with its link above.
      </p>
    );
  if (!doc)
    return (
      <p role="status" className="pipeline-doc-note">
        Loading {label}
      </p>
    );
  return (
    <div className="pipeline-pages">
      {Array.from({ length: doc.numPages }, (_, i) => (
        <PdfPage key={i} doc={doc} number={i + 1} label={label} mark={mark?.page === i + 1 ? mark : undefined} />
      ))}
    </div>
  );
}

function PdfPage({ doc, number, label, mark }: { doc: PDFDocumentProxy; number: number; label: string; mark?: Mark }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<{ p: PDFPageProxy; scale: number }>();
  const [rect, setRect] = useState<Rect>();
  const markRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void doc.getPage(number).then(async (p) => {
      const scale = WIDTH / p.getViewport({ scale: 1 }).width;
      const viewport = p.getViewport({ scale });
      const c = canvas.current;
      if (!live || !c) return;
      c.width = Math.floor(viewport.width);
      c.height = Math.floor(viewport.height);
      await p.render({ canvas: c, viewport }).promise;
      if (live) setPage({ p, scale });
    });
    return () => {
      live = false;
    };
  }, [doc, number]);
  useEffect(() => {
    let live = true;
    if (!page || !mark) return setRect(undefined);
    void rectOf(page.p, page.scale, mark).then((r) => live && setRect(r));
    return () => {
      live = false;
    };
  }, [page, mark]);
  useEffect(() => {
    if (rect) markRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [rect]);
  return (
    <div className="pipeline-page">
      <canvas ref={canvas} role="img" aria-label={`${label}, page ${number} of ${doc.numPages}`} />
      {rect && (
        <div
          ref={markRef}
          className="pipeline-mark"
          style={{
            left: `${(rect.left / WIDTH) * 100}%`,
            top: `${(rect.top / (canvas.current?.height || 1)) * 100}%`,
            width: `${(rect.width / WIDTH) * 100}%`,
            height: `${(rect.height / (canvas.current?.height || 1)) * 100}%`,
          }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
