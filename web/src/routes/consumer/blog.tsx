import { useParams } from 'wouter';
import { CannaTalk } from '#web/features/consumer/blog/cannatalk.tsx';

/** /cannatalk/{id?} (spec 1). */
export function Component() {
  const { id } = useParams();
  return <CannaTalk id={id} />;
}
