export { query, contentMode, type ContentMode } from './query';
export { getSiteSettings, SITE_SETTINGS_QUERY, type SiteSettings, type NavLink, type NavChild, type SocialLink } from './siteSettings';
