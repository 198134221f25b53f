import type { OutboxMessage } from './outbox';

/** Escapes text for HTML content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What the local profile stands in for, said once here (and in docs/server.md) so that the product's pages can behave
 * like the real thing (issue 28): no "local demo" wording in them.
 */
export const LOCAL_STAND_INS: readonly string[] = [
  'E-mails (sign-in links, invitations, notices, reminders) are not sent: they land here, newest last, and are printed in the terminal.',
  "The bank's identity review is decided by a local scorer about 4 seconds after the application or the extra documents are sent. " +
    'An e-mail containing +stepup fails the first review and passes after the documents; +stepupfail fails both.',
  'The two micro-deposits to a connected account are not sent to a bank: their amounts arrive here as a message.',
  'Payments go through a local gateway: 4242 4242 4242 4242 succeeds with any future expiry and any 3-digit CVC; ' +
    '4000 0000 0000 0002 is declined (the other test cards are listed in docs/server.md).',
];

/** The dev outbox as a page a person reads: the local stand-ins explained, then the messages (links clickable). */
export function devOutboxPage(messages: readonly OutboxMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<li><p><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to)} <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>` +
        (m.text ? `<p>${escapeHtml(m.text)}</p>` : '') +
        (m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '') +
        '</li>',
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Developer outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;line-height:1.5}li{margin-bottom:1rem;overflow-wrap:anywhere}</style>
</head>
<body>
<main>
<h1>Developer outbox</h1>
<p>This page exists on the local profile only. What the product would hand to outside services is kept on this machine:</p>
<h2>Local stand-ins</h2>
<ul>
${LOCAL_STAND_INS.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<h2>Messages, newest first</h2>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ol reversed>\n${rows}\n</ol>`}
</main>
</body>
</html>
`;
}
