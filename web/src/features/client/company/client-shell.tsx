import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { usePathname } from '#web/lib/navigation.ts';
import { welcomeRedirect } from '#shared/welcome';
import { isApiError, mayCall } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { NotFound } from '#web/components/not-found.tsx';
import { useSession } from '#web/lib/session.tsx';
import { clientQuery } from '#web/lib/client.ts';
import { countsQuery } from './api.ts';
import { SideMenu } from './side-menu.tsx';
import './client-shell.css';

const loading = (
  <p className="page-loading" role="status">
    Loading
  </p>
);

/**
 * Every page under /client/{clientId}/ (spec 2). The membership check (the spec's
 * validateUserOnEntity) runs on every page: the user must belong to the company or be an admin,
 * by the same rule the API applies to every call (`clientMember`). Of the spec's two readings for
 * a failed check this takes the redirect to '/': the session is not at fault, the address is
 * (docs/client-companies.md). Someone signed out is sent to '/' with the sign-in dialog open.
 * Then the welcome redirect, and the side menu on every page but the welcome wizard.
 */
export function ClientShell({ children }: { children: ReactNode }) {
  const { clientId = '' } = useParams();
  const pathname = usePathname();
  const { user, checked, setSignInOpen } = useSession();
  const member = !!user && mayCall('getEntity', user, { clientId });
  // only a non-admin processor can be sent to the welcome wizard, so only they read the counts
  const welcomeApplies = member && !user.adminUser && user.processorUser;
  const entity = useQuery({ ...clientQuery(clientId), enabled: member });
  const counts = useQuery({ ...countsQuery(clientId), enabled: welcomeApplies });
  useEffect(() => {
    if (!user) setSignInOpen(true);
  }, [user, setSignInOpen]);
  // the cookie's copy of the user may be behind (a claim approved since): the on-load check decides
  if (!member && !checked) return loading;
  if (!member) return <Redirect to={pages.root.href()} replace />;
  if (entity.isError) {
    if (isApiError(entity.error) && entity.error.status === 403) return <Redirect to={pages.root.href()} replace />;
    if (isApiError(entity.error) && (entity.error.status === 404 || entity.error.status === 400))
      return <NotFound what="company" />;
    return (
      <div className="alert" role="alert">
        <strong>Something went wrong.</strong> We couldn't load this company. Please try again in a minute.
      </div>
    );
  }
  if (entity.isPending || (welcomeApplies && counts.isPending))
    // the page mounts unseen meanwhile, so its own reads go out beside the shell's instead of after
    // them; the page's box is the same element once shown, so the page is not mounted again
    return (
      <div className="client-shell">
        {loading}
        <div className="client-page" hidden>
          {children}
        </div>
      </div>
    );
  const client = entity.data;
  const target = counts.data && welcomeRedirect({ user, client, counts: counts.data, pathname });
  if (target) return <Redirect to={target} replace />;
  if (pathname.startsWith(`/client/${clientId}/welcome`)) return children;
  return (
    <div className="client-shell">
      <SideMenu client={client} />
      <div className="client-page">{children}</div>
    </div>
  );
}
