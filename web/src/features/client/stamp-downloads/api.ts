import type { LABEL_OPTIONS } from '#shared/cannastamp/label';
import { call } from '#web/api/client.ts';

// The cannastamp downloads: each answers a short-lived link to the file, which the page opens in
// the tab it opened on the click. Nothing is cached: a link is good for one download.

/** A PDF label of the lot's cannastamp in one of the label sizes, with the package's milligrams when a weight is given. */
export const labelPdf = (lotId: string, label: (typeof LABEL_OPTIONS)[number], weight?: number) =>
  call('getCannastampPdf', {
    body: {
      lotId,
      type: label.type,
      dimension1: label.dimension1,
      dimension2: label.dimension2,
      ...(weight === undefined ? {} : { weight }),
    },
  });

export const stampPng = (lotId: string) => call('lotPng', { params: { id: lotId } });

export const stampSvg = (lotId: string) => call('lotSvg', { params: { id: lotId } });
