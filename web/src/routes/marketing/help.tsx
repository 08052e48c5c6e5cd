import { useEffect } from 'react';
import { HELP_REDIRECT_MS, SERVICE_DESK_URL } from '../../lib/site-config.ts';

/** /help (spec 1): 'Redirecting to our Service Desk', then the service desk after 1.5 s. */
export function Component() {
  useEffect(() => {
    const t = setTimeout(() => window.location.assign(SERVICE_DESK_URL), HELP_REDIRECT_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <section className="plain-page">
      <h1 role="status">Redirecting to our Service Desk</h1>
      <p>
        If nothing happens, <a href={SERVICE_DESK_URL}>open the service desk</a>.
      </p>
    </section>
  );
}
