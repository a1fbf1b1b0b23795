// @ts-check
// `node scripts/generate-site-images.mjs`: draws the original pictures of the home, services, courses and
// Instagram-style sections into content/seed/images/ (home-*, service-*, course-*, insta-*).
// Each is an SVG of soft layered gradients and organic shapes, rasterised with sharp to a JPEG
// (~1600x1000, under 200 KB). Deterministic: the same name always gives the same picture.
// Existing files are kept unless --force is given.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { mulberry32 } from './lib/seeded-random.mjs';

const OUT = fileURLToPath(new URL('../content/seed/images/', import.meta.url));

// [file, width, height, palette: [sky top, sky bottom, ...shape colours]]
/** @type {[file: string, width: number, height: number, palette: string[]][]} */
export const SITE_IMAGES = [
  ['home-hero.jpg', 1600, 1000, ['#fbe6d6', '#f3c9a8', '#cc4e00', '#e9967a', '#f7d9b8', '#8a3400']],
  ['home-pathway-courses.jpg', 1600, 1000, ['#fff3e6', '#f6c89f', '#d9773a', '#f0a868', '#fde2c4', '#a63f00']],
  ['home-pathway-sessions.jpg', 1600, 1000, ['#f6efe7', '#e7c6b0', '#b86b4b', '#e8a58c', '#fbe6d6', '#7a3e2a']],
  ['home-pathway-regression.jpg', 1600, 1000, ['#efe4f3', '#c9b3d9', '#7d5a9a', '#d99cb5', '#f6e3ee', '#4f3569']],
  ['insta-breath.jpg', 1080, 1080, ['#e6f1f2', '#b5d6d8', '#4f8f94', '#f2c6a0', '#eaf5f3', '#2f6468']],
  ['insta-morning.jpg', 1080, 1080, ['#fff4e0', '#f9d79b', '#e89b3c', '#f6b8a0', '#fff8ea', '#b3621d']],
  ['insta-moon.jpg', 1080, 1080, ['#e9e6f5', '#b9b3dc', '#5e5796', '#e6c1d6', '#f4f1fb', '#3b3470']],
  ['service-initial-consultation.jpg', 1600, 1000, ['#fff5ec', '#f8d8bd', '#e08a55', '#f4b894', '#fdebdc', '#b45a28']],
  ['service-online-hypnotherapy.jpg', 1600, 1000, ['#f9ede3', '#e9bfa0', '#b5532a', '#f1d2b8', '#f7e4d4', '#7d3312']],
  ['service-stop-smoking.jpg', 1600, 1000, ['#eaf4fb', '#bcd9ee', '#4f8fc0', '#f3d28f', '#f4f9fd', '#2d6690']],
  ['service-past-life-regression.jpg', 1600, 1000, ['#f3e8f4', '#d6b8da', '#8a4f95', '#e9a8b8', '#f9eef6', '#5a2d66']],
  ['course-quantum-alchemy-breathwork.jpg', 1600, 1000, ['#eef6f3', '#bfe0d4', '#3f9478', '#f2c58f', '#f4fbf8', '#246650']],
  ['course-the-animal-that-walks-with-you.jpg', 1600, 1000, ['#f4efe4', '#d8c9a4', '#7c6a3a', '#c98a5b', '#f8f3e8', '#4e4220']],
  ['course-sonic-sound-healing.jpg', 1600, 1000, ['#e9f0fa', '#b7c8ea', '#4a63a8', '#d9a8d0', '#f3f6fc', '#2c3d75']],
  ['course-shapeshifter-soul.jpg', 1600, 1000, ['#f8ebe9', '#e5b3ad', '#a2464a', '#e8c07a', '#fbf1ef', '#6e2428']],
];

/**
 * The seeded random numbers of one picture, so every picture is reproducible.
 * @param {string} seedText
 * @returns {() => number}
 */
function random(seedText) {
  return mulberry32([...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261));
}

/**
 * A closed, smooth organic blob around (cx, cy).
 * @param {() => number} rand @param {number} cx @param {number} cy @param {number} radius @param {number} [points]
 */
function blobPath(rand, cx, cy, radius, points = 7) {
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const r = radius * (0.72 + rand() * 0.5);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
  });
  /** @param {number[]} a @param {number[]} b */
  const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let d = `M${mid(pts[points - 1], pts[0])
    .map((n) => n.toFixed(1))
    .join(' ')}`;
  for (let i = 0; i < points; i++) {
    const p = pts[i];
    const m = mid(p, pts[(i + 1) % points]);
    d += ` Q${p[0].toFixed(1)} ${p[1].toFixed(1)} ${m[0].toFixed(1)} ${m[1].toFixed(1)}`;
  }
  return `${d} Z`;
}

/**
 * A soft wave band across the picture, from height y with the given amplitude.
 * @param {() => number} rand @param {number} width @param {number} height @param {number} y @param {number} amplitude
 */
function wavePath(rand, width, height, y, amplitude) {
  const steps = 4;
  let d = `M0 ${y.toFixed(1)}`;
  for (let i = 0; i < steps; i++) {
    const x0 = (i / steps) * width;
    const x1 = ((i + 1) / steps) * width;
    const cy1 = y + (rand() - 0.5) * 2 * amplitude;
    const cy2 = y + (rand() - 0.5) * 2 * amplitude;
    d += ` C${(x0 + (x1 - x0) / 3).toFixed(1)} ${cy1.toFixed(1)} ${(x0 + (2 * (x1 - x0)) / 3).toFixed(1)} ${cy2.toFixed(1)} ${x1.toFixed(1)} ${y.toFixed(1)}`;
  }
  return `${d} L${width} ${height} L0 ${height} Z`;
}

/**
 * @param {string} name
 * @param {number} width
 * @param {number} height
 * @param {string[]} palette
 */
export function siteImageSvg(name, width, height, palette) {
  const rand = random(name);
  const [top, bottom, ...colours] = palette;
  const pick = () => colours[Math.floor(rand() * colours.length)];
  const blobs = Array.from({ length: 6 }, (_, i) => {
    const r = Math.min(width, height) * (0.18 + rand() * 0.28);
    return `<path d="${blobPath(rand, rand() * width, rand() * height * 0.8, r)}" fill="${pick()}" opacity="${(0.25 + rand() * 0.35).toFixed(2)}" filter="url(#soft${i % 2})"/>`;
  }).join('');
  const glow = `<circle cx="${(width * (0.25 + rand() * 0.5)).toFixed(0)}" cy="${(height * (0.2 + rand() * 0.25)).toFixed(0)}" r="${(Math.min(width, height) * 0.22).toFixed(0)}" fill="url(#glow)"/>`;
  const waves = [0.62, 0.72, 0.84]
    .map(
      (level, i) =>
        `<path d="${wavePath(rand, width, height, height * level, height * 0.06)}" fill="${colours[(i + 1) % colours.length]}" opacity="${(0.35 + i * 0.18).toFixed(2)}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fffaf2" stop-opacity="0.95"/><stop offset="1" stop-color="#fffaf2" stop-opacity="0"/></radialGradient>
<filter id="soft0" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(width / 32).toFixed(0)}"/></filter>
<filter id="soft1" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(width / 80).toFixed(0)}"/></filter>
<filter id="waveBlur"><feGaussianBlur stdDeviation="3"/></filter>
</defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
${glow}${blobs}<g filter="url(#waveBlur)">${waves}</g>
</svg>`;
}

export async function generateSiteImages({ force = false, log = console.log } = {}) {
  mkdirSync(OUT, { recursive: true });
  for (const [file, width, height, palette] of SITE_IMAGES) {
    const target = join(OUT, file);
    if (!force && existsSync(target)) continue;
    await sharp(Buffer.from(siteImageSvg(file, width, height, palette)))
      .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toFile(target);
    log(`${file} ${(statSync(target).size / 1024).toFixed(0)} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateSiteImages({ force: process.argv.includes('--force') });
}
