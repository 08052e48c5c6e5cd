import { useParams } from 'wouter';
import { KioskSettingsForm } from '#web/features/client/kiosk-settings/kiosk-settings-form.tsx';

/** /client/{clientId}/kiosk/settings (spec 2): Manage Your Kiosk. */
export function Component() {
  const { clientId = '' } = useParams();
  return <KioskSettingsForm clientId={clientId} />;
}
