// /robots.txt: the whole public site is open to search engines; sign-in, the learner and admin areas,
// the app shells, the functions and the payment pages are not. Points at the sitemap.
import type { APIRoute } from 'astro';
import { getSiteSettings } from '../content';
import { robotsTxt } from '../lib/site/seo';

export const GET: APIRoute = async () => {
  const settings = await getSiteSettings();
  return new Response(robotsTxt(settings.siteUrl), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
