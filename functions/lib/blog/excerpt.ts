import { sanitizeHtml } from '#shared/sanitize-html';

const EXCERPT_LENGTH = 200;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The list's teaser: the post's first words as plain text (the page renders it as text, not HTML). */
export function excerptOf(html: string): string {
  const plain = sanitizeHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= EXCERPT_LENGTH) return plain;
  const cut = plain.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2))}…`;
}
