import { environment } from '#web/app/environment.ts';
import { Training } from '#web/features/client/training/training.tsx';

/** /client/{clientId}/training (spec 2): Platform Training, the videos admins list (docs/admin-training.md). */
export function Component() {
  return <Training supportEmail={environment.supportEmail} />;
}
