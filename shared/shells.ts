import { CLIENT_SHELL_VIEW, pages } from './pages.ts';

// The HTML file an app address is answered with (CloudFront's rewrite, the local gateway, the
// kiosk's service worker). Every one holds the same app; a page's own shell adds preload links for
// the files that page opens with, so the browser downloads them beside the app's entry instead of
// after the entry has run (web/vite.config.ts writes them).

/** Every address no other shell claims. */
export const APP_SHELL = '/index.html';

const prefixOf = (path: string) => path.slice(0, path.indexOf(':'));
const suffixOf = (path: string) => path.slice(path.lastIndexOf('/'));

/**
 * A shell per page that has one: the page's addresses start with `prefix` and end with `suffix`,
 * and the modules it opens with are `views` (the page's, and the area shell it renders inside).
 */
export const PAGE_SHELLS = [
  { prefix: prefixOf(pages.kiosk.path), suffix: '', file: '/kiosk.html', views: [pages.kiosk.view] },
  // a business user's landing page, where signing in arrives
  {
    prefix: prefixOf(pages.clientProducts.path),
    suffix: suffixOf(pages.clientProducts.path),
    file: '/manage-products.html',
    views: [CLIENT_SHELL_VIEW, pages.clientProducts.view],
  },
] as const;

/** The shell an app address (a path without a file extension) is answered with. */
export const shellFor = (path: string): string =>
  PAGE_SHELLS.find((s) => path.startsWith(s.prefix) && path.endsWith(s.suffix))?.file ?? APP_SHELL;
