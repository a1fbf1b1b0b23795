// The practitioner's name and links for e-mails, from the site settings (Sanity or the local seed).
import { getSiteSettings } from '../../../../src/content/siteSettings';
import { brandFromSettings, type MailBrand } from './templates/layout';

export async function mailBrand(): Promise<MailBrand> {
  return brandFromSettings(await getSiteSettings());
}

/** The site's origin as the browser reached it (links in e-mails point back to the same site). */
export function requestOrigin(req: Request): string {
  return new URL(req.url).origin;
}
