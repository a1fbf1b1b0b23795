import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageAlt,
  imageDimensions,
  imageSrcSet,
  imageUrl,
  parseAssetRef,
  readImageSize,
  seedImageVariants,
  seedWidthsFor,
} from '../../src/content/images';

const config = { projectId: 'abc123', dataset: 'production' };
const cloud = { _type: 'image', asset: { _ref: 'image-G3i4emG6B8JnTmGoN0UjgAp8-3000x2000-jpg' }, alt: 'A calm lake' };

describe('cloud (Sanity) images', () => {
  it('parses the asset id', () => {
    expect(parseAssetRef(cloud.asset._ref)).toEqual({ id: 'G3i4emG6B8JnTmGoN0UjgAp8', width: 3000, height: 2000, ext: 'jpg' });
    expect(() => parseAssetRef('file-abc-pdf')).toThrow(/Not a Sanity image/);
  });

  it('builds CDN addresses with width and format', () => {
    expect(imageUrl(cloud, { width: 800, format: 'webp' }, config)).toBe(
      'https://cdn.sanity.io/images/abc123/production/G3i4emG6B8JnTmGoN0UjgAp8-3000x2000.jpg?w=800&fm=webp&q=75',
    );
    expect(imageUrl(cloud, { width: 640, format: 'jpg' }, config)).toContain('?w=640&fm=jpg');
    // AVIF comes from auto=format on Sanity's pipeline.
    expect(imageUrl(cloud, { width: 640, format: 'avif' }, config)).toContain('?w=640&auto=format');
  });

  it('reads project and dataset from the environment', () => {
    process.env.SANITY_PROJECT_ID = 'envproj';
    process.env.SANITY_DATASET = 'staging';
    try {
      expect(imageUrl(cloud, { width: 400, format: 'jpg' })).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/envproj\/staging\//);
    } finally {
      delete process.env.SANITY_PROJECT_ID;
      delete process.env.SANITY_DATASET;
    }
    expect(() => imageUrl(cloud, { width: 400 })).toThrow(/SANITY_PROJECT_ID/);
  });

  it('never asks for more than the original width', () => {
    const small = { asset: { _ref: 'image-abc-500x300-png' } };
    expect(imageUrl(small, { width: 1600, format: 'jpg' }, config)).toContain('w=500&');
    expect(imageSrcSet(small, [400, 800, 1600], 'webp', config)).toBe(
      'https://cdn.sanity.io/images/abc123/production/abc-500x300.png?w=400&fm=webp&q=75 400w, ' +
        'https://cdn.sanity.io/images/abc123/production/abc-500x300.png?w=500&fm=webp&q=75 500w',
    );
  });

  it('applies the editor crop to the address and the dimensions', () => {
    const cropped = { ...cloud, crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 } };
    expect(imageDimensions(cropped)).toEqual({ width: 1500, height: 1600 });
    expect(imageUrl(cropped, { width: 800, format: 'jpg' }, config)).toContain('rect=750,200,1500,1600&w=800');
  });

  it('gives dimensions and alt text', () => {
    expect(imageDimensions(cloud)).toEqual({ width: 3000, height: 2000 });
    expect(imageAlt(cloud)).toBe('A calm lake');
    expect(imageAlt({ asset: cloud.asset })).toBe('');
  });
});

describe('local seed images', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seed-images-'));
    process.env.CONTENT_SEED_IMAGES_DIR = dir;
    const pixels = { create: { width: 1000, height: 700, channels: 3 as const, background: '#cc8844' } };
    await sharp(pixels).jpeg().toFile(join(dir, 'warm-lake.jpg'));
    await sharp({ create: { ...pixels.create, width: 300, height: 200 } })
      .png()
      .toFile(join(dir, 'tiny.png'));
  });
  afterAll(() => {
    delete process.env.CONTENT_SEED_IMAGES_DIR;
  });

  const seed = (file: string) => ({ _type: 'image', _sanityAsset: `image@file://./images/${file}`, alt: 'Warm light' });

  it('reads the size from the file', () => {
    expect(imageDimensions(seed('warm-lake.jpg'))).toEqual({ width: 1000, height: 700 });
    expect(imageDimensions(seed('tiny.png'))).toEqual({ width: 300, height: 200 });
    expect(() => imageDimensions(seed('missing.jpg'))).toThrow(/missing\.jpg/);
  });

  it('serves standard widths below the original plus the original', () => {
    expect(seedWidthsFor(1000)).toEqual([400, 800, 1000]);
    expect(seedWidthsFor(1600)).toEqual([400, 800, 1200, 1600]);
    expect(seedWidthsFor(300)).toEqual([300]);
  });

  it('rounds a requested width up to a served width', () => {
    expect(imageUrl(seed('warm-lake.jpg'), { width: 500, format: 'webp' })).toBe('/seed-images/warm-lake-800.webp');
    expect(imageUrl(seed('warm-lake.jpg'), { width: 400, format: 'avif' })).toBe('/seed-images/warm-lake-400.avif');
    expect(imageUrl(seed('warm-lake.jpg'), { width: 5000, format: 'jpg' })).toBe('/seed-images/warm-lake-1000.jpg');
    expect(imageSrcSet(seed('warm-lake.jpg'), [320, 400, 800, 1600], 'jpg')).toBe(
      '/seed-images/warm-lake-400.jpg 400w, /seed-images/warm-lake-800.jpg 800w, /seed-images/warm-lake-1000.jpg 1000w',
    );
  });

  it('lists exactly the files the addresses point at', () => {
    const variants = seedImageVariants().map((v) => `/seed-images/${v.name}-${v.width}.${v.format}`);
    expect(variants).toContain('/seed-images/warm-lake-1000.avif');
    expect(variants).toContain('/seed-images/tiny-300.jpg');
    expect(variants).toHaveLength(3 * 3 + 1 * 3);
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      for (const url of imageSrcSet(seed('warm-lake.jpg'), [400, 800, 1200], format).split(', ')) {
        expect(variants).toContain(url.split(' ')[0]);
      }
    }
  });

  it('reads JPEG, PNG and WebP headers', async () => {
    const base = sharp({ create: { width: 123, height: 45, channels: 3, background: '#000' } });
    expect(readImageSize(await base.clone().jpeg().toBuffer())).toEqual({ width: 123, height: 45 });
    expect(readImageSize(await base.clone().png().toBuffer())).toEqual({ width: 123, height: 45 });
    expect(readImageSize(await base.clone().webp().toBuffer())).toEqual({ width: 123, height: 45 });
    expect(readImageSize(await base.clone().webp({ lossless: true }).toBuffer())).toEqual({ width: 123, height: 45 });
    expect(() => readImageSize(new Uint8Array(32))).toThrow(/Unsupported/);
  });
});
