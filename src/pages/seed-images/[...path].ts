// Seed images (content/seed/images), resized and converted at build time: /seed-images/<name>-<width>.<format>.
// Only in local content mode; with Sanity, images come from Sanity's image CDN instead.
import type { APIRoute, GetStaticPaths } from 'astro';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { contentMode } from '../../content/query';
import { seedImagePath, seedImageVariants, type SeedImageVariant } from '../../content/images';

export const getStaticPaths = (() => {
  if (contentMode() !== 'local') return [];
  return seedImageVariants().map((variant) => ({
    params: { path: `${variant.name}-${variant.width}.${variant.format}` },
    props: { variant },
  }));
}) satisfies GetStaticPaths;

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

// Converted files are cached between builds (keyed by source file time and size): AVIF encoding is slow.
const CACHE_DIR = resolve('node_modules/.cache/seed-images');

async function render({ file, width, format }: SeedImageVariant): Promise<Buffer> {
  const source = seedImagePath(file);
  const stat = statSync(source);
  const cached = join(CACHE_DIR, `${file}-${stat.size}-${Math.floor(stat.mtimeMs)}-${width}.${format}`);
  try {
    return readFileSync(cached);
  } catch {
    // not cached yet
  }
  let pipeline = sharp(source).resize({ width, withoutEnlargement: true });
  if (format === 'avif') pipeline = pipeline.avif({ quality: 55, effort: 2 });
  else if (format === 'webp') pipeline = pipeline.webp({ quality: 72 });
  else pipeline = pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
  const output = await pipeline.toBuffer();
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const temporary = `${cached}.${process.pid}.tmp`;
    writeFileSync(temporary, output);
    renameSync(temporary, cached);
  } catch {
    // a cache that cannot be written only costs time
  }
  return output;
}

export const GET: APIRoute = async ({ props }) => {
  const variant = (props as { variant: SeedImageVariant }).variant;
  const body = await render(variant);
  return new Response(new Uint8Array(body), { headers: { 'content-type': CONTENT_TYPES[variant.format] } });
};
