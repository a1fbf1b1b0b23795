// Image addresses for content images, from either source:
// - cloud: a Sanity image (`asset._ref` "image-<hash>-<w>x<h>-<ext>") served by Sanity's image CDN;
// - local: a seed image (`_sanityAsset` "image@file://./images/<file>") served at build time by
//   src/pages/seed-images/[...path].ts as /seed-images/<name>-<width>.<format>.
// Build-time only (reads seed image headers from disk): use from .astro pages/components, not islands.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { readVariable } from '../lib/environment.ts';

export type ImageFormat = 'webp' | 'avif' | 'jpg';

export type SanityImageCrop = { top: number; bottom: number; left: number; right: number };

/** An image field as GROQ returns it (project the whole object: `image`). */
export type SanityImageSource = {
  _type?: string;
  asset?: { _ref?: string; _id?: string } | null;
  /** Seed images: "image@file://./images/<file>". */
  _sanityAsset?: string | null;
  alt?: string | null;
  crop?: SanityImageCrop | null;
  hotspot?: unknown;
};

export type ImageDimensions = { width: number; height: number };

export type SanityImageConfig = { projectId: string; dataset: string };

/** Widths (px) emitted for seed images; requested widths are rounded up to one of these. */
export const SEED_IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

export const SEED_IMAGE_ROUTE = '/seed-images';

const ASSET_REF = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/;
const SEED_ASSET = /^image@file:\/\/\.\/images\/([^/]+)$/;

function seedDir(): string {
  return resolve(readVariable('CONTENT_SEED_IMAGES_DIR', process.env));
}

function sanityConfig(config?: SanityImageConfig): SanityImageConfig {
  if (config) return config;
  const projectId = readVariable('SANITY_PROJECT_ID', process.env);
  if (!projectId) throw new Error('SANITY_PROJECT_ID is not set: cannot build a Sanity image address');
  return { projectId, dataset: readVariable('SANITY_DATASET', process.env) };
}

type ParsedRef = { id: string; width: number; height: number; ext: string };

/** Parses an image asset id ("image-<hash>-<w>x<h>-<ext>"). */
export function parseAssetRef(ref: string): ParsedRef {
  const match = ASSET_REF.exec(ref);
  if (!match) throw new Error(`Not a Sanity image asset id: ${ref}`);
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]), ext: match[4]! };
}

/** The seed image file name ("calm-lake.jpg") of a local image, or undefined for a cloud image. */
export function seedImageFile(image: SanityImageSource): string | undefined {
  const match = image._sanityAsset ? SEED_ASSET.exec(image._sanityAsset) : null;
  return match ? match[1] : undefined;
}

function assetRef(image: SanityImageSource): string | undefined {
  return image.asset?._ref ?? image.asset?._id ?? undefined;
}

// ---------- local seed image sizes (read from the file header, synchronously) ----------

const sizeCache = new Map<string, ImageDimensions>();

/** Width and height of a JPEG, PNG or WebP file from its header bytes. */
export function readImageSize(bytes: Uint8Array): ImageDimensions {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: IHDR follows the 8-byte signature.
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return { width: view.getUint32(16), height: view.getUint32(20) };
  // JPEG: walk the segments to the first start-of-frame marker.
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) {
        offset += 1;
        continue;
      }
      const marker = bytes[offset + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      }
      offset += 2 + view.getUint16(offset + 2);
    }
  }
  // WebP (lossy VP8 or lossless VP8L or extended VP8X).
  if (String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') {
      const w = bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16);
      const h = bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16);
      return { width: w + 1, height: h + 1 };
    }
  }
  throw new Error('Unsupported image format (expected JPEG, PNG or WebP)');
}

function seedImageSize(file: string): ImageDimensions {
  const path = resolve(seedDir(), file);
  let size = sizeCache.get(path);
  if (!size) {
    try {
      size = readImageSize(readFileSync(path));
    } catch (error) {
      throw new Error(`Seed image content/seed/images/${file}: ${(error as Error).message}`, { cause: error });
    }
    sizeCache.set(path, size);
  }
  return size;
}

// ---------- public API ----------

/** The intrinsic size of the image (after the editor's crop, for cloud images). */
export function imageDimensions(image: SanityImageSource): ImageDimensions {
  const file = seedImageFile(image);
  if (file) return seedImageSize(file);
  const ref = assetRef(image);
  if (!ref) throw new Error('Image has no asset');
  const { width, height } = parseAssetRef(ref);
  const rect = cropRect(image.crop, width, height);
  return rect ? { width: rect.w, height: rect.h } : { width, height };
}

/** The image's alternative text ('' when none was written, which marks it decorative). */
export function imageAlt(image: SanityImageSource): string {
  return image.alt?.trim() ?? '';
}

function cropRect(crop: SanityImageCrop | null | undefined, width: number, height: number) {
  if (!crop || (!crop.top && !crop.bottom && !crop.left && !crop.right)) return undefined;
  const x = Math.round(crop.left * width);
  const y = Math.round(crop.top * height);
  const w = Math.round(width - crop.right * width - x);
  const h = Math.round(height - crop.bottom * height - y);
  return { x, y, w, h };
}

/** The seed widths served for an image of this original width: the standard widths below it, plus its own. */
export function seedWidthsFor(originalWidth: number): number[] {
  const widths: number[] = SEED_IMAGE_WIDTHS.filter((w) => w < originalWidth);
  widths.push(originalWidth);
  return widths;
}

/** The served width for a requested width: seed images round up to a standard width, never above the original. */
function servedWidth(image: SanityImageSource, requested: number): number {
  const { width: original } = imageDimensions(image);
  const wanted = Math.max(1, Math.round(requested));
  if (!seedImageFile(image)) return Math.min(wanted, original);
  return seedWidthsFor(original).find((w) => w >= wanted) ?? original;
}

export function seedImageName(file: string): string {
  return basename(file, extname(file));
}

/** Address of the image at (about) the given width in the given format. */
export function imageUrl(
  image: SanityImageSource,
  { width, format = 'jpg' }: { width: number; format?: ImageFormat },
  config?: SanityImageConfig,
): string {
  const served = servedWidth(image, width);
  const file = seedImageFile(image);
  if (file) return `${SEED_IMAGE_ROUTE}/${seedImageName(file)}-${served}.${format}`;

  const { id, width: w, height: h, ext } = parseAssetRef(assetRef(image)!);
  const { projectId, dataset } = sanityConfig(config);
  const params: string[] = [];
  const rect = cropRect(image.crop, w, h);
  if (rect) params.push(`rect=${rect.x},${rect.y},${rect.w},${rect.h}`);
  params.push(`w=${served}`);
  // Sanity's pipeline converts to AVIF only through auto=format (for browsers that accept it).
  params.push(format === 'avif' ? 'auto=format' : `fm=${format}`);
  params.push('q=75');
  const base = `https://cdn.sanity.io/images/${encodeURIComponent(projectId)}/${encodeURIComponent(dataset)}`;
  return `${base}/${id}-${w}x${h}.${ext}?${params.join('&')}`;
}

/** A srcset ("url 400w, url 800w") for the given widths; widths above the original collapse into it. */
export function imageSrcSet(
  image: SanityImageSource,
  widths: readonly number[],
  format: ImageFormat = 'jpg',
  config?: SanityImageConfig,
): string {
  const entries = new Map<number, string>();
  for (const requested of [...widths].sort((a, b) => a - b)) {
    const served = servedWidth(image, requested);
    if (!entries.has(served)) entries.set(served, imageUrl(image, { width: served, format }, config));
  }
  return [...entries].map(([w, url]) => `${url} ${w}w`).join(', ');
}

// ---------- for the seed image endpoint ----------

export type SeedImageVariant = { file: string; name: string; width: number; format: ImageFormat };

export const IMAGE_FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpg'];

/** Every /seed-images/ file the build emits: each seed image at each served width in each format. */
export function seedImageVariants(): SeedImageVariant[] {
  let files: string[];
  try {
    files = readdirSync(seedDir()).filter((f) => /\.(jpe?g|png|webp)$/i.test(f));
  } catch {
    return [];
  }
  return files.sort().flatMap((file) => {
    const { width } = seedImageSize(file);
    const name = seedImageName(file);
    return seedWidthsFor(width).flatMap((w) => IMAGE_FORMATS.map((format) => ({ file, name, width: w, format })));
  });
}

export function seedImagePath(file: string): string {
  return resolve(seedDir(), file);
}
