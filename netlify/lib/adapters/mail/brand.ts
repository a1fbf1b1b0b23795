// The practitioner's name and links for e-mails, from the site settings (Sanity or the local seed).
import { getSiteSettings } from '../../../../src/content/siteSettings';
import { brandFromSettings, type MailBrand } from './layout';

export async function mailBrand(): Promise<MailBrand> {
  return brandFromSettings(await getSiteSettings());
}
