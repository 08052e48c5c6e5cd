import type { CcrsExportBody, CcrsImportBody } from '#shared/schemas/ccrs';
import { call } from '#web/api/client.ts';

// The state's LabTest file in and out (docs/ccrs-exchange.md).

export const exportLabTests = (clientId: string, body: CcrsExportBody) =>
  call('exportLabTests', { params: { clientId }, body });

export const importLabTests = (clientId: string, body: CcrsImportBody) =>
  call('importLabTests', { params: { clientId }, body });
