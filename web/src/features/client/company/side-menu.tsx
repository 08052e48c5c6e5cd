import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useHash, usePathname } from '#web/lib/navigation.ts';
import type { Client } from '#shared/schemas/catalog';
import { currentEntry, menuFor } from './menu.ts';
import './client-shell.css';

/**
 * The side menu of every client page but the welcome wizard (spec 2 section 2): the company's
 * name, UBI and licence number, then its groups. Below 992 px (phones and tablets) it folds behind
 * a button that says whether it is open (aria-expanded) and closes again after a choice.
 */
export function SideMenu({ client }: { client: Client }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const pathname = usePathname();
  const hash = useHash();
  const groups = menuFor(client);
  const current = currentEntry(groups, pathname, hash);
  return (
    <nav aria-label="Company" className="client-menu">
      <button
        type="button"
        className="client-menu-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">☰</span> Company menu
      </button>
      <div id={bodyId} className="client-menu-body" data-open={open}>
        <h2>{client.name}</h2>
        <p className="client-ids">
          UBI: {client.buisnessLicenseNumber ?? '—'}
          <br />
          License: {client.licenseNumber ?? '—'}
        </p>
        {groups.map((g) => (
          <section key={g.title} aria-label={g.title}>
            <h3>{g.title}</h3>
            <ul>
              {g.entries.map((e) => (
                <li key={e.label}>
                  <Link
                    to={e.href}
                    aria-current={e.href === current ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {e.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
