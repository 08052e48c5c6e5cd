import { useEffect } from 'react';
import { environment } from '#web/app/environment.ts';

/** The help page waits this long before it leaves for the service desk (spec 1: 1.5 s). */
const HELP_REDIRECT_MS = 1_500;

/** /help (spec 1): 'Redirecting to our Service Desk', then the service desk after 1.5 s. */
export function Component() {
  useEffect(() => {
    const t = setTimeout(() => window.location.assign(environment.serviceDeskUrl), HELP_REDIRECT_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <section className="plain-page">
      <h1 role="status">Redirecting to our Service Desk</h1>
      <p>
        If nothing happens, <a href={environment.serviceDeskUrl}>open the service desk</a>.
      </p>
    </section>
  );
}
