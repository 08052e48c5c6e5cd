import { pages } from './pages.ts';

// The HTML file an app address is answered with (CloudFront's rewrite, the local gateway, the
// kiosk's service worker). Every one holds the same app; a page's own shell adds preload links for
// the files that page opens with, so a tablet downloads them beside the app's entry instead of
// after the entry has run (web/vite.config.ts writes them).

/** Every address no other shell claims. */
export const APP_SHELL = '/index.html';

const prefixOf = (path: string) => path.slice(0, path.indexOf(':'));

/** A shell per page that has one: the page's addresses start with `prefix`, its module is `view`. */
export const PAGE_SHELLS = [
  { prefix: prefixOf(pages.kiosk.path), file: '/kiosk.html', view: pages.kiosk.view },
] as const;

/** The shell an app address (a path without a file extension) is answered with. */
export const shellFor = (path: string): string => PAGE_SHELLS.find((s) => path.startsWith(s.prefix))?.file ?? APP_SHELL;
