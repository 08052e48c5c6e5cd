import { Outlet } from 'react-router';

/** Every page under /client/{clientId}/ renders inside this shell. */
export function Component() {
  return <Outlet />;
}
