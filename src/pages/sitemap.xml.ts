// /sitemap.xml: every public, indexable page, from the same content module the pages are built from.
import type { APIRoute } from 'astro';
import { getSiteSettings } from '../content';
import { getSitemapPaths } from '../content/seo';
import { sitemapXml } from '../lib/site/seo';

export const GET: APIRoute = async () => {
  const [settings, paths] = await Promise.all([getSiteSettings(), getSitemapPaths()]);
  return new Response(sitemapXml(settings.siteUrl, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
