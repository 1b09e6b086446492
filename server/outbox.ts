/** The mail outbox as a page for people (GET /outbox) and as JSON for tests (GET /outbox.json). */
import type { MailRow } from "./store/outbox.ts";

export interface OutboxMailJson {
  id: number;
  to: string;
  kind: string;
  subject: string;
  body: string;
  /** The 6-digit code of a registration or reset code mail; null for other mails. */
  code: string | null;
  created_at: string;
}

export const outboxJson = (mails: MailRow[]): OutboxMailJson[] =>
  mails.map((mail) => ({
    id: mail.id,
    to: mail.to_email,
    kind: mail.kind,
    subject: mail.subject,
    body: mail.body,
    code: mail.code,
    created_at: mail.created_at,
  }));

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const time = (iso: string): string =>
  new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));

/** Links are relative: the page is also served under the app's forward path (decision 032). */
export function outboxHtml(mails: MailRow[], recipient: string | null): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>An</dt><dd><a href="outbox?to=${encodeURIComponent(mail.to_email)}">${escapeHtml(mail.to_email)}</a></dd>
<dt>Zeit</dt><dd><time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(time(mail.created_at))}</time></dd>
<dt>Art</dt><dd>${escapeHtml(mail.kind)}</dd>
</dl>
<pre>${escapeHtml(mail.body)}</pre>
</article>`,
    )
    .join("\n");
  const heading = recipient ? `Postausgang für ${escapeHtml(recipient)}` : "Postausgang";
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} – Referenz-API</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; }
h1 { color: #046172; }
article { border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.5rem; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { white-space: pre-wrap; font: inherit; background: #f4f7f8; padding: 0.75rem; border-radius: 4px; margin: 0; }
a { color: #046172; }
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>Alle E-Mails, die die Referenz-API verschickt hätte, die neueste zuerst. Nichts davon wird wirklich versendet.${
    recipient ? ' <a href="outbox">Alle anzeigen</a>' : ""
  }</p>
${items || "<p>Noch keine E-Mails.</p>"}
</main>
</body>
</html>
`;
}
