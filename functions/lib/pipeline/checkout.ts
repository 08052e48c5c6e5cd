import type { Stage } from '#shared/pipeline';
import * as z from 'zod/mini';
import { coaPrefillSchema } from '#shared/schemas/coa-prefill';
import type { Lot } from '#shared/schemas/catalog';
import type { PipelineItem } from '#shared/schemas/pipeline';
import { downloadLink } from '#lib/aws/media';
import { looksFree } from './lease.ts';
import { getPipelineDraft, heldLots, queue, takeLease } from './store.ts';

// A checkout (spec 3 §4): resume the item the caller holds at this stage, else take the first one
// free in the queue. Which one is free is read from an index that may lag, so each try is the
// conditional write itself; a lost race moves on to the next item.

/** What the screen needs of a held lot: its documents with short links, the reading and the form as saved. */
export async function pipelineItem(lot: Lot, stage: Stage): Promise<PipelineItem> {
  const draft = lot.testResult ? await getPipelineDraft(lot.testResult) : undefined;
  const keys = draft?.pdfFiles ?? [];
  const files = await Promise.all(
    keys.map(async (key) => ({
      key,
      url: await downloadLink(key),
      kind: /\.pdf$/i.test(key) ? ('pdf' as const) : /\.json$/i.test(key) ? ('json' as const) : ('image' as const),
    })),
  );
  // a reading that does not fit today's shape is left out rather than shown half right
  const prefill = draft?.prefill ? z.safeParse(coaPrefillSchema, draft.prefill) : undefined;
  return {
    stage,
    lot,
    client: lot.owner,
    testResultId: lot.testResult ?? lot._id,
    files,
    ...(prefill?.success ? { prefill: prefill.data } : {}),
    ...(draft?.result ? { result: draft.result } : {}),
    leaseUntil: lot.processingInfo?.leaseUntil ?? new Date().toISOString(),
  };
}

/**
 * The lot the caller now holds at this stage, or undefined when the queue has nothing for them;
 * with `owner`, among that company's certificates only.
 */
export async function checkout(stage: Stage, me: string, owner?: string): Promise<Lot | undefined> {
  const now = new Date();
  for (const lot of await heldLots(me, stage)) {
    if (owner && lot.owner._id !== owner) continue;
    const held = await takeLease(lot, stage, me, now);
    if (held) return held;
  }
  const at = now.toISOString();
  for await (const page of queue(stage, owner)) {
    for (const lot of page) {
      if (!looksFree(lot, stage, me, at)) continue;
      const held = await takeLease(lot, stage, me, now);
      if (held) return held;
    }
  }
  return undefined;
}
