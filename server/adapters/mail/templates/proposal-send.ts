import { formatDateUS } from '#shared/calc/format.ts';
import { escapeHtml } from '#shared/html.ts';
import type { MailMessage } from '../types.ts';

/**
 * The proposal as the rep sends it to the customer (decision 040): the rep's own words, the link to the public
 * page where the customer reads, accepts or declines it, and the rep's signature under the company's name. The
 * product's name and support address are not in it: it is the rep's letter.
 */
export function proposalSendMessage(input: {
  to: string[];
  subject: string;
  message: string | null;
  link: string;
  linkExpiresAt: Date;
  companyName: string;
  /** The company's brand colour (#rrggbb) for the button; the product's own teal until one is set. */
  brandColor: string | null;
  rep: { name: string; title: string | null; email: string; phone: string | null };
  attachments: NonNullable<MailMessage['attachments']>;
}): MailMessage {
  const until = formatDateUS(input.linkExpiresAt, 'UTC');
  const buttonColor = input.brandColor ?? '#0e5f79';
  const paragraphs = (input.message ?? '')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const signature = [
    input.rep.name,
    input.rep.title,
    input.companyName,
    input.rep.phone,
    input.rep.email,
  ].filter((line): line is string => !!line);
  const linkLine = `Read the proposal, and accept or decline it online (the link works until ${until}):`;
  const text = `${[
    ...paragraphs,
    `${linkLine}\n${input.link}`,
    'The proposal is also attached as a PDF.',
    `-- \n${signature.join('\n')}`,
  ].join('\n\n')}\n`;
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155;white-space:pre-line">${escapeHtml(t)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
  <div style="max-width:560px;margin:0 auto;padding:32px 16px">
    <p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#0f172a">${escapeHtml(input.companyName)}</p>
    <div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:28px 24px">
      ${paragraphs.map(p).join('\n      ')}
      ${p(linkLine)}
      <p style="margin:8px 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:${escapeHtml(buttonColor)};color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">View the proposal</a></p>
      <p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(input.link)}" style="color:#0e5f79;word-break:break-all">${escapeHtml(input.link)}</a></p>
      ${p('The proposal is also attached as a PDF.')}
      <p style="margin:0;font-size:14px;line-height:1.5;color:#334155">${signature.map(escapeHtml).join('<br>')}</p>
    </div>
  </div>
</body>
</html>
`;
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    sender: { name: input.companyName, replyTo: input.rep.email },
    attachments: input.attachments,
  };
}
