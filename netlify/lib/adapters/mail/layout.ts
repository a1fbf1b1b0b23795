// The shared frame of every e-mail: a message built from simple blocks, rendered twice, as HTML (every
// inserted value escaped, links only when they are http(s) or mailto) and as plain text. The practitioner's
// name, the brand and the footer links come from the site settings.
import type { SiteSettings } from '../../../../src/content/siteSettings';
import { escapeHtml, escapeHtmlWithBreaks } from '../../../../src/lib/text/escapeHtml';

export type MailBrand = {
  practitionerName: string;
  brandName: string;
  siteUrl: string | null;
  contactEmail: string | null;
  socialLinks: Array<{ label: string; url: string }>;
};

export type RenderedMail = { subject: string; text: string; html: string };

export type MailBlock =
  | { paragraph: string }
  /** Multi-line text typed by a person: line breaks kept. */
  | { message: string }
  | { button: { label: string; href: string } }
  /** A link shown in full, for clients where buttons do not work. */
  | { link: { label: string; href: string } }
  | { rows: Array<[label: string, value: string]> }
  | { signature: true };

export function brandFromSettings(
  settings: Pick<SiteSettings, 'practitionerName' | 'brandName' | 'siteUrl' | 'contact' | 'socialLinks'>,
): MailBrand {
  return {
    practitionerName: settings.practitionerName,
    brandName: settings.brandName,
    siteUrl: settings.siteUrl || null,
    contactEmail: settings.contact?.email || null,
    socialLinks: (settings.socialLinks ?? [])
      .filter((link) => link.url)
      .map((link) => ({ label: link.label || link.platform, url: link.url })),
  };
}

/** The opening line of every e-mail: "Hello Maya," or, without a name, "Hello,". */
export function greeting(name: string | null | undefined): string {
  return name?.trim() ? `Hello ${name.trim()},` : 'Hello,';
}

/** Header values must be one line: any line break becomes a space. */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** True for an address a mail may link to. */
export function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

const ACCENT = '#a63f00';
const FONT = "font-family:Georgia,'Times New Roman',serif;color:#2b2b2b;font-size:16px;line-height:1.6";

function blockHtml(block: MailBlock, brand: MailBrand): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ('message' in block) return `<p style="margin:0 0 16px">${escapeHtmlWithBreaks(block.message)}</p>`;
  if ('button' in block) {
    if (!isSafeHref(block.button.href)) return '';
    return (
      `<p style="margin:24px 0"><a href="${escapeHtml(block.button.href)}" ` +
      `style="background:${ACCENT};color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;display:inline-block">` +
      `${escapeHtml(block.button.label)}</a></p>`
    );
  }
  if ('link' in block) {
    if (!isSafeHref(block.link.href)) return '';
    return (
      `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(block.link.label)}<br>` +
      `<a href="${escapeHtml(block.link.href)}" style="color:${ACCENT};word-break:break-all">${escapeHtml(block.link.href)}</a></p>`
    );
  }
  if ('rows' in block) {
    const rows = block.rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  return `<p style="margin:24px 0 0">Warm wishes,<br>${escapeHtml(brand.practitionerName)}</p>`;
}

function blockText(block: MailBlock, brand: MailBrand): string {
  if ('paragraph' in block) return block.paragraph;
  if ('message' in block) return block.message;
  if ('button' in block) return isSafeHref(block.button.href) ? `${block.button.label}: ${block.button.href}` : '';
  if ('link' in block) return isSafeHref(block.link.href) ? `${block.link.label}\n${block.link.href}` : '';
  if ('rows' in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return `Warm wishes,\n${brand.practitionerName}`;
}

function footerHtml(brand: MailBrand): string {
  const links: string[] = [];
  if (brand.siteUrl && isSafeHref(brand.siteUrl))
    links.push(`<a href="${escapeHtml(brand.siteUrl)}" style="color:${ACCENT}">${escapeHtml(brand.brandName)}</a>`);
  else links.push(escapeHtml(brand.brandName));
  if (brand.contactEmail) {
    links.push(`<a href="mailto:${escapeHtml(brand.contactEmail)}" style="color:${ACCENT}">${escapeHtml(brand.contactEmail)}</a>`);
  }
  for (const social of brand.socialLinks) {
    if (isSafeHref(social.url)) links.push(`<a href="${escapeHtml(social.url)}" style="color:${ACCENT}">${escapeHtml(social.label)}</a>`);
  }
  return `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #e5ddd5;font-size:13px;color:#5c5c5c">${links.join(' &middot; ')}</p>`;
}

function footerText(brand: MailBrand): string {
  const lines = ['--', brand.siteUrl ? `${brand.brandName}: ${brand.siteUrl}` : brand.brandName];
  if (brand.contactEmail) lines.push(brand.contactEmail);
  for (const social of brand.socialLinks) if (isSafeHref(social.url)) lines.push(`${social.label}: ${social.url}`);
  return lines.join('\n');
}

/** Renders a message: `subject` is made one line; every block is escaped in the HTML version. */
export function renderMail(brand: MailBrand, subject: string, blocks: MailBlock[]): RenderedMail {
  const cleanSubject = oneLine(subject).slice(0, 250);
  const html = [
    '<!doctype html>',
    `<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(cleanSubject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#faf7f4">`,
    `<div style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff;${FONT}">`,
    `<p style="margin:0 0 24px;font-size:18px;color:${ACCENT}">${escapeHtml(brand.brandName)}</p>`,
    ...blocks.map((block) => blockHtml(block, brand)).filter(Boolean),
    footerHtml(brand),
    '</div></body></html>',
  ].join('\n');
  const text = [...blocks.map((block) => blockText(block, brand)).filter(Boolean), footerText(brand)].join('\n\n');
  return { subject: cleanSubject, text: `${text}\n`, html };
}
