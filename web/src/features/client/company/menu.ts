import type { Client } from '#shared/schemas/catalog';
import { fillPage, inPlaceOrder, MENU_GROUPS } from '#shared/pages';
import { pages } from '#web/app/paths.ts';

// The client side menu (spec 2 section 2), drawn from the page table (shared/pages.ts): each page
// names its entries there, with their group, order and the companies they show for.

export interface MenuGroup {
  title: string;
  entries: { href: string; label: string }[];
}

/** The client side menu of one company: its groups in order, each with the entries this company shows. */
export const menuFor = (client: Client): MenuGroup[] => {
  // a company's pages are under its id, and its kiosk storefront is at its id too
  const entries = Object.values(pages).flatMap((p) =>
    (p.menu ?? [])
      .filter((m) => !m.shows || m.shows(client))
      .map((m) => ({
        ...m,
        href: `${fillPage(p.path, { clientId: client._id, kioskUser: client._id })}${m.anchor ? `#${m.anchor}` : ''}`,
      })),
  );
  return MENU_GROUPS.map((title) => ({
    title,
    entries: inPlaceOrder(entries.filter((e) => e.group === title)).map(({ href, label }) => ({ href, label })),
  })).filter((g) => g.entries.length > 0);
};

/**
 * The one entry that is the current page: several upsells open the same Pro page at their own
 * plan, so the entry whose anchor the address holds, else the first entry of that page. Exactly
 * one entry is highlighted, never two (undefined when the page is in no entry).
 */
export const currentEntry = (groups: MenuGroup[], pathname: string, hash: string): string | undefined => {
  const here = groups.flatMap((g) => g.entries).filter((e) => e.href.split('#')[0] === pathname);
  return (here.find((e) => hash !== '' && e.href.endsWith(hash)) ?? here[0])?.href;
};
