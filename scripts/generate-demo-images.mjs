// @ts-check
// `node scripts/generate-demo-images.mjs`: draws the pictures the demo data names (scripts/lib/demo-data.mjs):
// one per course (public/images/courses/<course id>.webp, 800x450, the cards' 16:9) and one per session
// (public/images/sessions/<session id>.webp, 1200x600, the session page's 2:1). Each course keeps the palette of
// its marketing picture (generate-site-images.mjs) and gets its own motif (breath ripples, a moon over hills,
// sound waves, a turning spiral); each session shifts that palette and reseeds the shapes, so no two match.
// Deterministic: the same id always gives the same picture. Existing files are kept unless --force is given.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_COURSES, DEMO_SESSIONS } from './lib/demo-data.mjs';
import { SITE_IMAGES, siteImageSvg } from './generate-site-images.mjs';

const PUBLIC = fileURLToPath(new URL('../public', import.meta.url));
export const COURSE_IMAGE_SIZE = { width: 800, height: 450 };
export const SESSION_IMAGE_SIZE = { width: 1200, height: 600 };

/** @typedef {{ id: string, courseId: string, step: number, width: number, height: number }} Drawing */

/**
 * The palette of the course's marketing picture, so the card and the seed photo belong together.
 * @param {string} courseId
 */
function coursePalette(courseId) {
  const entry = SITE_IMAGES.find(([file]) => file === `course-${courseId}.jpg`);
  if (!entry) throw new Error(`No palette for course ${courseId} in generate-site-images.mjs`);
  return entry[3];
}

/**
 * Rotates a #rrggbb colour's hue by `degrees` (keeps lightness and saturation).
 * @param {string} hex
 * @param {number} degrees
 */
function shiftHue(hex, degrees) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return `#${[r1, g1, b1]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The course's motif, drawn over the soft background; `step` (0 for the course, 1.. for sessions) varies it.
 * @param {string} courseId @param {number} width @param {number} height @param {number} step @param {string} colour
 */
function motif(courseId, width, height, step, colour) {
  const cx = width * (0.3 + ((step * 0.17) % 0.4));
  const cy = height * 0.42;
  const unit = Math.min(width, height);
  const stroke = `fill="none" stroke="${colour}" stroke-linecap="round"`;
  switch (courseId) {
    case 'quantum-alchemy-breathwork': // breath: ripples spreading from one point
      return Array.from(
        { length: 4 + (step % 3) },
        (_, i) =>
          `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(unit * (0.08 + i * 0.07)).toFixed(0)}" ${stroke} stroke-width="${(unit * 0.012).toFixed(1)}" opacity="${(0.55 - i * 0.08).toFixed(2)}"/>`,
      ).join('');
    case 'the-animal-that-walks-with-you': {
      // a moon over rolling hills, the path walked at night
      const moon = `<circle cx="${cx.toFixed(0)}" cy="${(height * 0.3).toFixed(0)}" r="${(unit * (0.1 + (step % 3) * 0.02)).toFixed(0)}" fill="#fffaf2" opacity="0.8"/>`;
      const hills = [0.7, 0.8].map((level, i) => {
        const y = height * level;
        return `<path d="M0 ${y.toFixed(0)} Q${(width * (0.25 + i * 0.2)).toFixed(0)} ${(y - unit * 0.18).toFixed(0)} ${(width * 0.55).toFixed(0)} ${y.toFixed(0)} T${width} ${(y - unit * 0.05).toFixed(0)} L${width} ${height} L0 ${height} Z" fill="${colour}" opacity="${(0.35 + i * 0.25).toFixed(2)}"/>`;
      });
      return moon + hills.join('');
    }
    case 'sonic-sound-healing': {
      // sound: a row of rounded wave bars
      const bars = 15 + step;
      const gap = width / (bars + 1);
      return Array.from({ length: bars }, (_, i) => {
        const h = unit * (0.08 + 0.32 * Math.abs(Math.sin((i + step) * 0.55)));
        const x = gap * (i + 1);
        return `<line x1="${x.toFixed(0)}" y1="${(cy - h / 2).toFixed(0)}" x2="${x.toFixed(0)}" y2="${(cy + h / 2).toFixed(0)}" ${stroke} stroke-width="${(gap * 0.35).toFixed(1)}" opacity="0.5"/>`;
      }).join('');
    }
    case 'shapeshifter-soul': {
      // change: one line turning into a spiral
      const turns = 2.5 + (step % 4) * 0.5;
      const points = Array.from({ length: 90 }, (_, i) => {
        const t = (i / 89) * turns * Math.PI * 2;
        const r = unit * 0.02 + (unit * 0.3 * i) / 89;
        return `${(cx + Math.cos(t + step) * r).toFixed(1)} ${(cy + Math.sin(t + step) * r).toFixed(1)}`;
      });
      return `<path d="M${points.join(' L')}" ${stroke} stroke-width="${(unit * 0.014).toFixed(1)}" opacity="0.55"/>`;
    }
    default:
      throw new Error(`No motif for course ${courseId}`);
  }
}

/**
 * The SVG of one demo picture: the site's soft background in the course palette, then the course motif.
 * @param {Drawing} drawing
 */
export function demoImageSvg({ id, courseId, step, width, height }) {
  const palette = coursePalette(courseId).map((colour) => shiftHue(colour, step * 14));
  const background = siteImageSvg(id, width, height, palette);
  return background.replace('</svg>', `${motif(courseId, width, height, step, palette[palette.length - 1])}\n</svg>`);
}

/**
 * Every picture the demo data names: [public path, drawing].
 * @returns {[string, Drawing][]}
 */
export function demoImages() {
  /** @type {[string, Drawing][]} */
  const courses = DEMO_COURSES.map((course) => [course.image_url, { id: course.id, courseId: course.id, step: 0, ...COURSE_IMAGE_SIZE }]);
  /** @type {[string, Drawing][]} */
  const sessions = DEMO_SESSIONS.map((session) => [
    session.image_url,
    { id: session.id, courseId: session.course_id, step: session.session_order, ...SESSION_IMAGE_SIZE },
  ]);
  return [...courses, ...sessions];
}

export async function generateDemoImages({ force = false, log = console.log } = {}) {
  for (const [publicPath, drawing] of demoImages()) {
    const target = join(PUBLIC, publicPath);
    if (!force && existsSync(target)) continue;
    mkdirSync(join(target, '..'), { recursive: true });
    await sharp(Buffer.from(demoImageSvg(drawing)))
      .webp({ quality: 62, effort: 6 })
      .toFile(target);
    log(`${publicPath} ${(statSync(target).size / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateDemoImages({ force: process.argv.includes('--force') });
}
