// The site frame's words and links (banner, navigation, footer, 404), edited in Sanity.
import { query } from './query';

export type NavChild = { label: string; href: string };
export type NavLink = NavChild & { children?: NavChild[] | null };
export type SocialLink = { platform: string; label: string; url: string };

export type SiteSettings = {
  brandName: string;
  practitionerName: string;
  productSlug: string;
  siteUrl: string;
  description: string;
  /** startsAt / endsAt: when the banner shows and hides (ISO date-times), or null for always. */
  banner: { text: string; href?: string | null; startsAt?: string | null; endsAt?: string | null };
  navigation: {
    links: NavLink[];
    dashboardLabel: string;
    adminLabel: string;
    signOutLabel: string;
    menuLabel: string;
  };
  socialLinks: SocialLink[];
  footer: { tagline: string; loginPrompt: string; loginHref: string; copyright: string };
  contact: { email: string; phone: string; location: string };
  notFound: { code: string; message: string; homeLabel: string };
};

export const SITE_SETTINGS_QUERY = `*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName, practitionerName, productSlug, siteUrl, description,
  banner{text, href, startsAt, endsAt},
  navigation{
    links[]{label, href, children[]{label, href}},
    dashboardLabel, adminLabel, signOutLabel, menuLabel
  },
  socialLinks[]{platform, label, url},
  footer{tagline, loginPrompt, loginHref, copyright},
  contact{email, phone, location},
  notFound{code, message, homeLabel}
}`;

let pending: Promise<SiteSettings> | undefined;

/** Site settings, read once per process (a build or a function instance). */
export function getSiteSettings(): Promise<SiteSettings> {
  pending ??= query<SiteSettings | null>(SITE_SETTINGS_QUERY).then((settings) => {
    if (!settings) throw new Error('The siteSettings document is missing from the content source');
    return settings;
  });
  return pending;
}
