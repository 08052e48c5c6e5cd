import { describe, expect, it } from 'vitest';
import { MOVES, stageOfStep, STEP_STATUSES } from './pipeline.ts';
import { pipelineLotBodySchema } from './schemas/pipeline.ts';

describe('the pipeline table', () => {
  it('makes every step status from one stage: sending to review ends entry, approving and rejecting end review', () => {
    expect(STEP_STATUSES.map(stageOfStep)).toEqual(['review', 'entry', 'review']);
  });

  it('sends bodies the step route accepts', () => {
    for (const [name, move] of Object.entries(MOVES)) {
      const body = name === 'reject' ? { ...move.body, 'processingInfo.reviewNotes': 'Wrong lab' } : move.body;
      expect(pipelineLotBodySchema.safeParse(body).success, name).toBe(true);
    }
  });
});
