// @ts-check
// Turns the seed export (content/seed/data.ndjson + images/) into what `sanity dataset import` would
// leave in a hosted dataset: every `_sanityAsset` image becomes a reference to a `sanity.imageAsset`
// document whose id carries the file's SHA-1 and size, as Sanity's asset pipeline names them.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { readImageSize } from '../../../src/content/images.ts';
import { parseNdjson } from '../../../src/content/ndjson.ts';

/** @typedef {import('./groq.mjs').LakeDocument} LakeDocument */

const SEED_ASSET = /^image@file:\/\/\.\/images\/([^/]+)$/;
/** @type {Record<string, string>} */
const MIME_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' };

/**
 * The asset document for an image file, as the hosted API returns it. `fileName` is where the lake keeps
 * the bytes (its images folder); the public URL is the CDN path under the lake's own address.
 * @param {Buffer} bytes
 * @param {{ originalFilename: string, fileName: string, projectId: string, dataset: string, publicUrl: string, now?: string }} options
 */
export function imageAssetDocument(bytes, { originalFilename, fileName, projectId, dataset, publicUrl, now = new Date().toISOString() }) {
  const sha1hash = createHash('sha1').update(bytes).digest('hex');
  let extension = extname(originalFilename).slice(1).toLowerCase() || 'jpg';
  if (extension === 'jpeg') extension = 'jpg';
  const { width, height } = readImageSize(bytes);
  const path = `images/${projectId}/${dataset}/${sha1hash}-${width}x${height}.${extension}`;
  return {
    _id: `image-${sha1hash}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    _createdAt: now,
    _updatedAt: now,
    _rev: 'seed',
    assetId: sha1hash,
    sha1hash,
    extension,
    mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
    originalFilename,
    size: bytes.length,
    path,
    url: `${publicUrl}/${path}`,
    uploadId: sha1hash,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: extension === 'png',
      isOpaque: extension !== 'png',
    },
    // Not a Sanity field: the lake's own file name for the bytes (kept out of answers to clients).
    _lakeFile: fileName,
  };
}

/**
 * Seed documents with images as asset references, plus one asset document per image file; the image
 * files are copied into `imagesDir` under their seed names.
 * @param {{ seedPath: string, seedImagesDir: string, imagesDir: string, projectId: string, dataset: string, publicUrl: string }} options
 * @returns {LakeDocument[]}
 */
export function importSeed({ seedPath, seedImagesDir, imagesDir, projectId, dataset, publicUrl }) {
  const docs = parseNdjson(readFileSync(seedPath, 'utf8'), seedPath);
  /** @type {Map<string, ReturnType<typeof imageAssetDocument>>} */
  const assets = new Map();
  mkdirSync(imagesDir, { recursive: true });

  /** @param {string} file */
  const assetFor = (file) => {
    if (!assets.has(file)) {
      const source = join(seedImagesDir, file);
      if (!existsSync(source)) throw new Error(`Seed image ${file} is missing from ${seedImagesDir}`);
      const bytes = readFileSync(source);
      copyFileSync(source, join(imagesDir, file));
      assets.set(file, imageAssetDocument(bytes, { originalFilename: file, fileName: file, projectId, dataset, publicUrl }));
    }
    return /** @type {ReturnType<typeof imageAssetDocument>} */ (assets.get(file));
  };

  /** @param {any} value @returns {any} */
  const convert = (value) => {
    if (Array.isArray(value)) return value.map(convert);
    if (!value || typeof value !== 'object') return value;
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_sanityAsset' && typeof inner === 'string') {
        const match = SEED_ASSET.exec(inner);
        if (!match) throw new Error(`Unsupported seed asset ${inner}`);
        out.asset = { _type: 'reference', _ref: assetFor(match[1])._id };
      } else out[key] = convert(inner);
    }
    return out;
  };

  const now = new Date().toISOString();
  const converted = docs.map((doc) => ({ _createdAt: now, _updatedAt: now, _rev: 'seed', ...convert(doc) }));
  return [...converted, ...assets.values()];
}
