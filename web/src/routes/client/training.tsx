import { environment } from '#web/app/environment.ts';
import { Training } from '#web/features/client/training/training.tsx';

/** /client/{clientId}/training (spec 2): Platform Training, its videos from this environment's configuration. */
export function Component() {
  return <Training videos={environment.trainingVideos} supportEmail={environment.supportEmail} />;
}
