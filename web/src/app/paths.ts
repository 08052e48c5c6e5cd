// The web app's pages are the shared ones: the server's redirects build the same addresses.
export { clientHome, landingPage, pages, TERPESTIVAL_PREFIX } from '#shared/pages';
