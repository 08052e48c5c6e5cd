// The web app's pages are the shared ones: the server's redirects build the same addresses.
export {
  CLIENT_AREA,
  CLIENT_SHELL_READS,
  CLIENT_SHELL_VIEW,
  clientHome,
  landingPage,
  pages,
  TERPESTIVAL_PREFIX,
} from '#shared/pages';
