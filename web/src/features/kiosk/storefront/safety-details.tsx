import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as commonMessages from '#shared/messages/common';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import type { SafetySummary } from '#shared/schemas/safety-panels';
import { SafetyBadges, SafetyPanels } from '#web/components/safety-panels.tsx';
import { labResultQuery } from '#web/features/consumer/lab-result/api.ts';
import { isOnline } from '#web/lib/network-state.ts';

/**
 * Each safety panel's verdict, and its analytes one tap away: the card carries only the verdicts
 * (a whole pesticide list per product would weigh down the kiosk's saved inventory), so the
 * details come from the lot's public lab result when asked for, and replace the verdicts once
 * they are there (each panel's summary is its verdict).
 */
export function SafetyDetails({
  lotId,
  summary,
  idPrefix,
}: {
  lotId: string;
  summary: SafetySummary;
  idPrefix: string;
}) {
  const [open, setOpen] = useState(false);
  const result = useQuery({ ...labResultQuery(lotId), enabled: open });
  const regionId = `${idPrefix}-safety`;
  return (
    <div className="kiosk-safety">
      {!(open && result.isSuccess) && <SafetyBadges summary={summary} />}
      <button
        type="button"
        className="kiosk-button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        {storefrontMessages.safetyDetails}
      </button>
      <div id={regionId} hidden={!open}>
        {!open ? null : result.isSuccess ? (
          <SafetyPanels panels={result.data.testResult.panels} headingLevel={3} idPrefix={regionId} />
        ) : result.isPending ? (
          <p role="status">{storefrontMessages.safetyLoading}</p>
        ) : !isOnline() ? (
          <p>{storefrontMessages.safetyOffline}</p>
        ) : (
          <p className="kiosk-similar-failed">
            {storefrontMessages.safetyFailed}{' '}
            <button
              type="button"
              className="kiosk-button"
              onClick={() => void result.refetch()}
              disabled={result.isFetching}
            >
              {commonMessages.tryAgain}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
