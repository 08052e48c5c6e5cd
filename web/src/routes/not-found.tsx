import { NotFound } from '#web/components/not-found.tsx';

export const Component = () => <NotFound />;
