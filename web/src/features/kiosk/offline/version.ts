/**
 * Whether /meta.json names a build other than the running one. Any difference counts, not only a
 * higher number: a rolled-back deploy must reach the kiosks too. A page built without a version
 * (the dev server) or an answer without one never updates.
 */
export function servesOtherBuild(running: string, served: string | undefined) {
  return Boolean(served) && running !== '' && !running.startsWith('__') && served !== running;
}
