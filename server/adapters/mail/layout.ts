import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';
import { escapeHtml } from '#shared/html.ts';

// The spec's support reply time (section 9), as the help dialog states it.
const SUPPORT_REPLY_HOURS = 24;

/** The content of one e-mail; the layout adds the product's name and the support contact around it. */
export interface EmailContent {
  /** Opening line, e.g. "Hello Jane,". */
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** The one action of the message: a button in HTML, the bare link in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
}

const supportLine = `Questions? Write to ${SUPPORT_EMAIL}; we reply within ${SUPPORT_REPLY_HOURS} hours.`;

/** Renders an e-mail's plain-text part. */
function renderText(content: EmailContent): string {
  const blocks = [
    content.greeting,
    ...content.intro,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...content.outro,
    `-- \n${PRODUCT_NAME}\n${supportLine}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155">${escapeHtml(text)}</p>`;

/** Renders an e-mail's HTML part: one centred card with inline styles, which is what mail clients honour. */
function renderHtml(content: EmailContent, subject: string): string {
  const action = content.action
    ? `<p style="margin:24px 0">
        <a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0e5f79;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a>
      </p>
      <p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#0e5f79;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const support = `Questions? Write to <a href="mailto:${SUPPORT_EMAIL}" style="color:#0e5f79">${SUPPORT_EMAIL}</a>; we reply within ${SUPPORT_REPLY_HOURS} hours.`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
  <div style="max-width:560px;margin:0 auto;padding:32px 16px">
    <p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#0f172a">${escapeHtml(PRODUCT_NAME)}</p>
    <div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:28px 24px">
      ${paragraph(content.greeting)}
      ${content.intro.map(paragraph).join('\n      ')}
      ${action}
      ${content.outro.map(paragraph).join('\n      ')}
    </div>
    <p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#64748b">${escapeHtml(PRODUCT_NAME)} &middot; ${support}</p>
  </div>
</body>
</html>
`;
}

/** Both parts of an e-mail from its content, with the product's name and the support address in each. */
export function renderEmail(subject: string, content: EmailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content, subject) };
}
