import type { OutboxMessage } from '#shared/schemas/mail';

// The local outbox as a page: what the platform sent by e-mail and SMS on this machine.

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (t: string) => escapeHtml(t).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);

export function outboxPage(messages: OutboxMessage[]) {
  const rows = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">${m.channel} to <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt} · ${m.status}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px;color:#1c2b20}
article{border:1px solid #d5ddd2;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:1.1rem;margin:0}
.meta{color:#5c6b5f;font-size:.875rem}pre{white-space:pre-wrap;font:inherit}</style></head><body>
<h1>Local outbox</h1><p>What the platform sent by e-mail and SMS on this machine (newest first). Only the local runtime has this page.</p>
${rows || '<p>Nothing sent yet.</p>'}</body></html>`;
}
