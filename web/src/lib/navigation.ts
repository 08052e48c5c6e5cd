import { parse } from 'regexparam';
import { matchRoute, useLocation } from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

// The app's router is wouter (about 3 KB gzip against react-router's 14 in every first visit). Its
// Link, Route, Switch, Redirect, useParams and useSearchParams are used as they come; these are the
// few reads whose shape the pages share, kept in one place.

/** The address's path, as the router matches it. */
export const usePathname = () => useLocation()[0];

/** Goes to an address; `replace` keeps the history entry, `state` rides with it (`useNavigationState`). */
export const useNavigate = () => useLocation()[1];

/** The address's fragment ('#section'), followed as it changes. */
export const useHash = () =>
  useLocationProperty(
    () => location.hash,
    () => '',
  );

/** What the navigation to this address carried (`navigate(to, { state })`), or null. */
export const useNavigationState = <T>() => useHistoryState<T | null>();

/** Whether a page's path pattern (shared/pages.ts) matches a path, as the router matches it. */
export const matchesPattern = (pattern: string, path: string) => matchRoute(parse, pattern, path)[0];

/** The parameters a page's path pattern takes from a path it matches (an optional one left out is absent). */
export const patternParams = (pattern: string, path: string): Record<string, string | undefined> =>
  (matchRoute(parse, pattern, path)[1] ?? {}) as Record<string, string | undefined>;
