import { Anchor, Group, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { PipelineItem } from '#shared/schemas/pipeline';
import { pages } from '#web/app/paths.ts';
import { JsonDocument } from './json-document.tsx';
import { PdfPages, type Mark } from './pdf-pages.tsx';
import './pipeline.css';

/** The document and place a focused field's value was read from. */
export type DocumentMark = Mark & { file: number };

/** Holding the backtick key brings the documents to the front (spec 3 'Data-entry and review screen'). */
function useBacktickHeld(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.key !== '`') return;
      // held to look, not to type: the character stays out of the field being filled
      e.preventDefault();
      setHeld(true);
    };
    const up = (e: KeyboardEvent) => e.key === '`' && setHeld(false);
    const away = () => setHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', away);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', away);
    };
  }, []);
  return held;
}

/**
 * The split view: the company (linked to its parent lots) and a link to each document, the form on
 * top, and the certificate below, drawn page by page, with the focused field's source marked.
 */
export function SplitView({ item, form, mark }: { item: PipelineItem; form: ReactNode; mark?: DocumentMark }) {
  const front = useBacktickHeld();
  return (
    <div className="pipeline-split">
      <Group gap="md" wrap="wrap" className="pipeline-meta">
        <Text>
          Client: <Anchor href={pages.clientParentLots.href({ clientId: item.client._id })}>{item.client.name}</Anchor>
        </Text>
        {item.files.map((f, i) => (
          <Anchor key={f.key} href={f.url} target="_blank" rel="noreferrer">
            file #{i + 1}
          </Anchor>
        ))}
        <Text size="sm" c="dimmed">
          Hold the ` key to bring the documents to the front.
        </Text>
      </Group>
      <div className="pipeline-form">{form}</div>
      <section
        className={front ? 'pipeline-docs pipeline-docs-front' : 'pipeline-docs'}
        aria-label="Lab certificate"
        data-front={front || undefined}
      >
        {item.files.length === 0 && <Text>No document was sent with this certificate.</Text>}
        {item.files.map((f, i) =>
          f.kind === 'pdf' ? (
            <PdfPages key={f.key} url={f.url} label={`file #${i + 1}`} mark={mark?.file === i ? mark : undefined} />
          ) : f.kind === 'json' ? (
            <JsonDocument key={f.key} url={f.url} label={`file #${i + 1}`} mark={mark?.file === i ? mark : undefined} />
          ) : (
            <img key={f.key} src={f.url} alt={`file #${i + 1}`} className="pipeline-image" />
          ),
        )}
      </section>
    </div>
  );
}
