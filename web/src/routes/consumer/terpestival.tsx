import { Terpestival } from '#web/features/consumer/terpestival/terpestival.tsx';

/** /terp* (spec 1): the Terpestival. */
export const Component = () => <Terpestival />;
