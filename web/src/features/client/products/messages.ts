/** A server's "body.available: Select a test result…" as the sentence a person reads. */
export const plainMessage = (m: string) =>
  m.replace(/^(body|query|path)(\.[\w.]+)?: /, '').replace(/; (body|query|path)(\.[\w.]+)?: /g, '; ');
