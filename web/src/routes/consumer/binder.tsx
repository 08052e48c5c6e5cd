import { Favorites } from '#web/features/consumer/binder/favorites.tsx';

/** /binder 'My Favorites' (spec 1). */
export const Component = () => <Favorites />;
