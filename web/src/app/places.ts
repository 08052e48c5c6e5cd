import { allows, type RoleHolder } from '#shared/roles';
import { CLIENT_AREA, fillPage, inPlaceOrder, pages } from '#shared/pages';

// The header's nav and the footer, drawn from the page table (shared/pages.ts): a page names its
// places there, and these put them in order (the client side menu: features/client/company/menu.ts).

const all = Object.values(pages);

/**
 * The header's links for a signed-in user: each page whose nav place shows to them, its address
 * filled from the user, and the addresses it stands for (`area`, a prefix): its own pages under it,
 * or for the Company link every page of the company's area, so the header says where one is there too.
 */
export const navFor = (user: RoleHolder): { href: string; label: string; area: string }[] =>
  inPlaceOrder(
    all.flatMap((p) => {
      const nav = p.nav;
      if (!nav || !(nav.shows ? nav.shows(user) : !p.gate || allows(p.gate, user))) return [];
      const given = { id: user._id, clientId: user.clientAssignment };
      const href = fillPage(p.path, given);
      return [
        { ...nav, href, area: p.path.startsWith(`${CLIENT_AREA}/`) ? `${fillPage(CLIENT_AREA, given)}/` : `${href}/` },
      ];
    }),
  );

/** The footer's links, in order. */
export const FOOTER_LINKS = inPlaceOrder(
  all.flatMap((p) => (p.footer ? [{ ...p.footer, href: fillPage(p.path) }] : [])),
);

/** The path patterns of the pages a visitor may read before passing the age gate. */
export const BEFORE_AGE_GATE = all.filter((p) => p.beforeAgeGate).map((p) => p.path);

/** The pages whose own search box stands in for the header's: the home masthead and the results page. */
const OWN_SEARCH_BOX = new Set(['consumer/home', 'consumer/search']);
/** The path patterns of the consumer pages, whose header carries the compact search box (docs/search.md). */
export const HEADER_SEARCH = all
  .filter((p) => p.view.startsWith('consumer/') && !OWN_SEARCH_BOX.has(p.view))
  .map((p) => p.path);
