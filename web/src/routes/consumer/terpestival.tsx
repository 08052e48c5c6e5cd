import { Terpestival } from '#web/features/terpestival/terpestival.tsx';

/** /terp* (spec 1): the Terpestival. */
export const Component = () => <Terpestival />;
