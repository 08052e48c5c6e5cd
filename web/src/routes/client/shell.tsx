import type { ReactNode } from 'react';
import { ClientShell } from '#web/features/client/company/client-shell.tsx';

/** Every page under /client/{clientId}/ renders inside this shell: the membership check, the welcome redirect and the side menu. */
export function Component({ children }: { children?: ReactNode }) {
  return <ClientShell>{children}</ClientShell>;
}
