import { queryOptions } from '@tanstack/react-query';
import type { Stage } from '#shared/pipeline';
import type { PipelineLotBody } from '#shared/schemas/pipeline';
import type { TestResultBody } from '#shared/schemas/test-result';
import { call } from '#web/api/client.ts';

// The data-entry pipeline's calls (docs/admin-pipeline.md). A checkout is a POST (it takes a
// lease), but asking again resumes the item the caller holds, so it is kept as a query: loading
// the page, or refetching after a step, asks for the item to work on now.

/** Every query of this feature starts with this key. */
export const PIPELINE_KEY = 'service-pipeline';

/** The item to work on at a stage; with `clientId`, among that company's certificates only. */
export const checkoutQuery = (stage: Stage, clientId?: string) =>
  queryOptions({
    queryKey: [PIPELINE_KEY, 'checkout', stage, clientId ?? ''],
    queryFn: ({ signal }) =>
      call(stage === 'entry' ? 'checkoutEntry' : 'checkoutReview', { query: { clientId } }, signal),
    // each fetch renews the lease: only on purpose, never on a window focus
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const qualityQuery = (weeks = 12) =>
  queryOptions({
    queryKey: [PIPELINE_KEY, 'quality', weeks],
    queryFn: ({ signal }) => call('getPipelineQuality', { query: { weeks } }, signal),
  });

/** Saves the form of the held item onto its draft. */
export const saveForm = (clientId: string, id: string, body: TestResultBody) =>
  call('saveServiceTestResult', { params: { clientId, id }, body }).then((r) => r.testResult);

/** A step of the held item: to review, approved, or rejected. */
export const moveLot = (clientId: string, lotId: string, body: PipelineLotBody) =>
  call('updateServiceLot', { params: { clientId, lotId }, body });

/** A lab's WCIA link for the certificate held at entry: the document joins the draft and its reading replaces the one there. */
export const attachLink = (clientId: string, id: string, url: string) =>
  call('attachServiceLink', { params: { clientId, id }, body: { url } });
