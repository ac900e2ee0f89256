import type { MailContent, RenderedMail } from './mail-model';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * One layout for every e-mail, as HTML with inline styles (mail clients drop style sheets) and as
 * plain text with the same content. Everything from the booking is escaped: names are guest input.
 */
export function layoutMail(content: MailContent, villaName: string, siteUrl: string): RenderedMail {
  return { subject: content.subject, text: textOf(content, villaName, siteUrl), html: htmlOf(content, villaName, siteUrl) };
}

/** Columns a label takes in a terminal: Thai vowel and tone marks sit on their consonant. */
const columns = (text: string): number => [...text.replace(/\p{M}/gu, '')].length;

function textOf(content: MailContent, villaName: string, siteUrl: string): string {
  const width = Math.max(...content.details.map(([label]) => columns(label)), 0);
  const lines = [
    villaName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...content.details.map(([label, value]) => `${label}${' '.repeat(width - columns(label))}  ${value}`),
    ...content.blocks.flatMap((block) => ['', block.title, ...block.lines.map((line) => `  ${line}`)]),
    ...(content.action ? ['', `${content.action.label}:`, content.action.url] : []),
    '',
    ...content.closing,
    '',
    '--',
    `${villaName} · ${siteUrl}`,
  ];
  return `${lines.join('\n')}\n`;
}

function htmlOf(content: MailContent, villaName: string, siteUrl: string): string {
  const p = (text: string) => `<p style="margin:0 0 14px">${escapeHtml(text)}</p>`;
  const details = content.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#5b6770;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const blocks = content.blocks
    .map(
      (block) =>
        `<div style="margin:18px 0;padding:14px 16px;background:#f2f8f8;border-radius:8px">` +
        `<div style="font-weight:700;margin-bottom:6px">${escapeHtml(block.title)}</div>` +
        block.lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('') +
        `</div>`,
    )
    .join('');
  return [
    '<!doctype html><html><head><meta charset="utf-8"></head>',
    '<body style="margin:0;background:#f5f3ee;font-family:Sarabun,\'Noto Sans Thai\',Helvetica,Arial,sans-serif;color:#1f2a30;line-height:1.55">',
    '<div style="max-width:600px;margin:0 auto;padding:24px">',
    `<div style="font-size:22px;font-weight:700;color:#0f6e7a;margin-bottom:18px">${escapeHtml(villaName)}</div>`,
    '<div style="background:#ffffff;border-radius:12px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    content.paragraphs.map(p).join(''),
    details ? `<table style="border-collapse:collapse;margin:8px 0 8px">${details}</table>` : '',
    blocks,
    content.action
      ? `<p style="margin:22px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f6e7a;color:#ffffff;` +
        `text-decoration:none;font-weight:700;padding:12px 22px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>`
      : '',
    content.closing.map(p).join(''),
    '</div>',
    `<div style="font-size:12px;color:#7a858c;margin-top:16px"><a href="${escapeHtml(siteUrl)}" style="color:#0f6e7a">${escapeHtml(siteUrl)}</a></div>`,
    '</div></body></html>',
  ].join('');
}
