// @ts-check
// Generates the original illustrations of the local seed (content/seed/images/*.jpg):
// one per treatment, a portrait-style illustration for the About page and the blog video posters.
// Calm, warm and consistent: layered soft gradients, organic hills, water, leaves, light rays and
// abstract silhouettes, drawn as SVG and rasterised with sharp. Deterministic (seeded randomness),
// so re-running it reproduces the same files.
//
//   node scripts/generate-seed-images.mjs            # all images
//   node scripts/generate-seed-images.mjs sleep-moon # only names containing "sleep-moon"
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { mulberry32 } from './lib/seeded-random.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'seed', 'images');
const W = 1600;
const H = 1000;

// ---------- helpers ----------

/** @typedef {() => number} Rng */
/** @typedef {{ def: string, body: string }} Layer */

/** @type {(seed: number) => Rng} */
const random = mulberry32;

/** @param {string} text */
const hash = (text) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
/** @param {number} n */
const f = (n) => Math.round(n * 10) / 10;

/** Shared palette: warm paper, apricot, terracotta (brand), dusky rose, sage, teal water, indigo night. */
const P = {
  cream: '#fff4e6',
  paper: '#fbe9d7',
  peach: '#f8c9a0',
  apricot: '#f2a36b',
  amber: '#e88a3c',
  terracotta: '#cc4e00',
  rust: '#9c3d12',
  rose: '#d98b7e',
  dusk: '#b0707a',
  plum: '#6e4760',
  sage: '#9bb08f',
  moss: '#6f8a66',
  forest: '#47624f',
  teal: '#5f8f8b',
  sea: '#3f6f73',
  indigo: '#2f3556',
  night: '#1f2440',
  gold: '#f6d08a',
};

function defs(extra = '') {
  return `<defs>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
    <filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
    <filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
    ${extra}
  </defs>`;
}

/**
 * @param {string} id
 * @param {[number, string][]} stops
 * @param {{ x2?: number, y2?: number }} [direction]
 * @returns {Layer}
 */
function sky(id, stops, { x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return {
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`,
    body: `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  };
}

/**
 * @param {string} id @param {number} cx @param {number} cy @param {number} r @param {string} color @param {number} [opacity]
 * @returns {Layer}
 */
function glow(id, cx, cy, r, color, opacity = 1) {
  return {
    def: `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.35" stop-color="${color}" stop-opacity="${opacity * 0.55}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    body: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`,
  };
}

/** @param {number} cx @param {number} cy @param {number} r @param {string} color @param {number} [opacity] */
function sun(cx, cy, r, color, opacity = 0.95) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}" filter="url(#soft)"/>`;
}

/**
 * @param {number} cx @param {number} cy
 * @param {{ count?: number, from?: number, to?: number, length?: number, width?: number, color?: string, opacity?: number }} options
 */
function rays(cx, cy, { count = 9, from = -160, to = -20, length = 1400, width = 5, color = '#fff', opacity = 0.16 }) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = ((from + ((to - from) * i) / Math.max(1, count - 1)) * Math.PI) / 180;
    const b = a + (width * Math.PI) / 180;
    out += `<polygon points="${cx},${cy} ${f(cx + Math.cos(a) * length)},${f(cy + Math.sin(a) * length)} ${f(cx + Math.cos(b) * length)},${f(cy + Math.sin(b) * length)}" fill="${color}" opacity="${opacity}"/>`;
  }
  return `<g filter="url(#softer)">${out}</g>`;
}

/**
 * A smooth hill line across the width, filled down to the bottom.
 * @param {Rng} rng
 * @param {{ y: number, amp?: number, waves?: number, color: string, opacity?: number, blur?: boolean, bottom?: number }} options
 */
function hill(rng, { y, amp = 60, waves = 2, color, opacity = 1, blur = false, bottom = H }) {
  const phase = rng() * Math.PI * 2;
  const phase2 = rng() * Math.PI * 2;
  const pts = [];
  for (let x = -50; x <= W + 50; x += 50) {
    const t = x / W;
    pts.push([x, y + Math.sin(t * Math.PI * waves + phase) * amp + Math.sin(t * Math.PI * waves * 2.3 + phase2) * amp * 0.3]);
  }
  let d = `M${pts[0][0]},${bottom} L${pts[0][0]},${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` Q${f(x0)},${f(y0)} ${f((x0 + x1) / 2)},${f((y0 + y1) / 2)}`;
  }
  d += ` L${W + 50},${bottom} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"${blur ? ' filter="url(#soft)"' : ''}/>`;
}

/**
 * @param {string} id @param {number} y @param {string} top @param {string} bottomColor @param {Rng} rng
 * @param {{ ripples?: number, rippleColor?: string }} [options]
 * @returns {Layer}
 */
function water(id, y, top, bottomColor, rng, { ripples = 14, rippleColor = '#fff' } = {}) {
  let lines = '';
  for (let i = 0; i < ripples; i += 1) {
    const yy = y + 20 + ((H - y) * (i + rng() * 0.6)) / ripples;
    const cx = W * (0.15 + rng() * 0.7);
    const rx = 120 + rng() * 380;
    lines += `<ellipse cx="${f(cx)}" cy="${f(yy)}" rx="${f(rx)}" ry="${f(2 + rng() * 3)}" fill="${rippleColor}" opacity="${f(0.08 + rng() * 0.14)}"/>`;
  }
  return {
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottomColor}"/></linearGradient>`,
    body: `<rect y="${y}" width="${W}" height="${H - y}" fill="url(#${id})"/><g filter="url(#soft)">${lines}</g>`,
  };
}

/**
 * @param {number} x @param {number} y @param {number} size @param {number} rotation @param {string} color
 * @param {number} [opacity] @param {boolean} [vein]
 */
function leaf(x, y, size, rotation, color, opacity = 0.9, vein = true) {
  const s = size;
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rotation)})" opacity="${opacity}">
    <path d="M0,0 C${f(s * 0.35)},${f(-s * 0.32)} ${f(s * 0.8)},${f(-s * 0.3)} ${f(s)},0 C${f(s * 0.8)},${f(s * 0.3)} ${f(s * 0.35)},${f(s * 0.32)} 0,0 Z" fill="${color}"/>
    ${vein ? `<path d="M${f(s * 0.05)},0 L${f(s * 0.9)},0" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(Math.max(1, s / 60))}"/>` : ''}
  </g>`;
}

/**
 * @param {Rng} rng @param {number} count
 * @param {{ x0?: number, x1?: number, y0?: number, y1?: number, size?: [number, number], colors: string[] }} options
 */
function leaves(rng, count, { x0 = 0, x1 = W, y0 = 0, y1 = H, size = [40, 110], colors }) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += leaf(
      x0 + rng() * (x1 - x0),
      y0 + rng() * (y1 - y0),
      size[0] + rng() * (size[1] - size[0]),
      rng() * 360,
      colors[Math.floor(rng() * colors.length)],
      0.55 + rng() * 0.4,
    );
  }
  return out;
}

/**
 * @param {Rng} rng @param {number} count
 * @param {{ color?: string, y0?: number, y1?: number, r?: [number, number], opacity?: [number, number] }} [options]
 */
function bokeh(rng, count, { color = '#fff', y0 = 0, y1 = H, r = [6, 40], opacity = [0.08, 0.3] } = {}) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${f(rng() * W)}" cy="${f(y0 + rng() * (y1 - y0))}" r="${f(r[0] + rng() * (r[1] - r[0]))}" fill="${color}" opacity="${f(opacity[0] + rng() * (opacity[1] - opacity[0]))}"/>`;
  }
  return `<g filter="url(#soft)">${out}</g>`;
}

/** @param {Rng} rng @param {number} count @param {number} [y1] */
function stars(rng, count, y1 = H * 0.55) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${f(rng() * W)}" cy="${f(rng() * y1)}" r="${f(0.8 + rng() * 2.2)}" fill="#fff6df" opacity="${f(0.35 + rng() * 0.6)}"/>`;
  }
  return out;
}

/**
 * An abstract standing figure, feet at (x, y), height h.
 * @param {number} x @param {number} y @param {number} h @param {string} color @param {number} [opacity]
 * @param {{ armsUp?: boolean }} [pose]
 */
function figure(x, y, h, color, opacity = 1, { armsUp = false } = {}) {
  const s = h / 100;
  const arms = armsUp
    ? `<path d="M${f(x - 9 * s)},${f(y - 72 * s)} Q${f(x - 24 * s)},${f(y - 92 * s)} ${f(x - 30 * s)},${f(y - 108 * s)}" stroke="${color}" stroke-width="${f(5.5 * s)}" stroke-linecap="round" fill="none"/>
       <path d="M${f(x + 9 * s)},${f(y - 72 * s)} Q${f(x + 24 * s)},${f(y - 92 * s)} ${f(x + 30 * s)},${f(y - 108 * s)}" stroke="${color}" stroke-width="${f(5.5 * s)}" stroke-linecap="round" fill="none"/>`
    : '';
  return `<g opacity="${opacity}" fill="${color}">
    <circle cx="${x}" cy="${f(y - 88 * s)}" r="${f(8.5 * s)}"/>
    <path d="M${f(x - 11 * s)},${f(y - 76 * s)} Q${x},${f(y - 80 * s)} ${f(x + 11 * s)},${f(y - 76 * s)} L${f(x + 15 * s)},${f(y - 40 * s)} L${f(x + 9 * s)},${f(y - 38 * s)} L${f(x + 7 * s)},${y} L${f(x + 1.5 * s)},${y} L${x},${f(y - 34 * s)} L${f(x - 1.5 * s)},${y} L${f(x - 7 * s)},${y} L${f(x - 9 * s)},${f(y - 38 * s)} L${f(x - 15 * s)},${f(y - 40 * s)} Z"/>
    ${arms}
  </g>`;
}

/**
 * A head-and-shoulders profile facing right, centred on (x, y) (chin level), scale s.
 * @param {number} x @param {number} y @param {number} s @param {string} color @param {number} [opacity]
 * @param {string | null} [hair]
 */
function profile(x, y, s, color, opacity = 1, hair = null) {
  /** @param {number} dx @param {number} dy */
  const p = (dx, dy) => `${f(x + dx * s)},${f(y + dy * s)}`;
  const head = `M${p(-150, 420)} C${p(-150, 200)} ${p(-110, 150)} ${p(-60, 120)} C${p(-40, 110)} ${p(-30, 80)} ${p(-35, 40)}
    C${p(-70, 10)} ${p(-90, -60)} ${p(-80, -130)} C${p(-70, -210)} ${p(0, -260)} ${p(60, -250)}
    C${p(120, -240)} ${p(150, -190)} ${p(150, -130)} C${p(150, -100)} ${p(160, -80)} ${p(180, -50)}
    C${p(185, -40)} ${p(175, -35)} ${p(165, -32)} C${p(168, -15)} ${p(162, -5)} ${p(158, 0)}
    C${p(165, 10)} ${p(160, 20)} ${p(150, 25)} C${p(155, 45)} ${p(140, 60)} ${p(110, 58)}
    C${p(90, 56)} ${p(70, 70)} ${p(65, 110)} C${p(120, 150)} ${p(200, 190)} ${p(240, 420)} Z`;
  const hairPath = hair
    ? `<path d="M${p(-95, -60)} C${p(-120, -180)} ${p(-40, -280)} ${p(60, -262)} C${p(150, -250)} ${p(170, -170)} ${p(150, -140)} C${p(100, -190)} ${p(20, -200)} ${p(-20, -150)} C${p(-40, -100)} ${p(-30, -40)} ${p(-20, 20)} C${p(-20, 90)} ${p(-80, 150)} ${p(-170, 170)} C${p(-130, 110)} ${p(-95, 40)} ${p(-95, -60)} Z" fill="${hair}" opacity="${opacity}"/>`
    : '';
  return `<path d="${head}" fill="${color}" opacity="${opacity}"/>${hairPath}`;
}

/** @param {string} defsExtra @param {string} body */
function svg(defsExtra, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(defsExtra)}${body}</svg>`;
}

/**
 * Composes layers, each either a string or {def, body}.
 * @param {(string | Layer)[]} layers
 * @param {{ w: number, h: number }} [size]
 */
function scene(layers, size = { w: W, h: H }) {
  const d = layers
    .filter((l) => typeof l === 'object' && l.def)
    .map((l) => /** @type {Layer} */ (l).def)
    .join('');
  const b = layers.map((l) => (typeof l === 'string' ? l : l.body)).join('');
  if (size.w === W && size.h === H) return svg(d, b);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${defs(d)}${b}</svg>`;
}

// ---------- the images ----------

/** @type {Record<string, (rng: Rng) => string>} */
const IMAGES = {
  'anxiety-relief-calm-lake': (r) =>
    scene([
      sky('s', [
        [0, '#f7d9c4'],
        [0.55, P.peach],
        [1, '#f3b993'],
      ]),
      glow('g', 800, 470, 520, P.cream, 0.9),
      sun(800, 470, 70, '#fff3de'),
      hill(r, { y: 520, amp: 35, waves: 1.4, color: P.dusk, opacity: 0.45, blur: true }),
      hill(r, { y: 560, amp: 25, waves: 2.2, color: P.plum, opacity: 0.35 }),
      water('w', 590, '#f1c6a6', '#9e8a96', r, { ripples: 18 }),
      `<ellipse cx="800" cy="640" rx="60" ry="160" fill="#fff3de" opacity="0.35" filter="url(#softer)"/>`,
      bokeh(r, 14, { y0: 100, y1: 500, r: [4, 14], opacity: [0.15, 0.4] }),
    ]),
  'stress-management-evening-hills': (r) =>
    scene([
      sky('s', [
        [0, '#f4c7a8'],
        [0.5, '#efa97f'],
        [1, '#e6906a'],
      ]),
      glow('g', 1100, 420, 600, P.gold, 0.8),
      sun(1100, 420, 90, '#ffe7b8'),
      rays(1100, 420, { count: 11, from: -175, to: -5, color: '#fff3d6', opacity: 0.18 }),
      hill(r, { y: 560, amp: 60, waves: 1.6, color: P.rose, opacity: 0.7, blur: true }),
      hill(r, { y: 650, amp: 50, waves: 2, color: P.dusk, opacity: 0.8 }),
      hill(r, { y: 760, amp: 45, waves: 1.3, color: P.plum, opacity: 0.85 }),
      hill(r, { y: 880, amp: 30, waves: 2.5, color: '#4f3347', opacity: 0.9 }),
      leaves(r, 9, { y0: 120, y1: 600, size: [30, 70], colors: [P.amber, P.terracotta, P.gold] }),
    ]),
  'trauma-support-sapling-light': (r) =>
    scene([
      sky('s', [
        [0, '#efe3d3'],
        [0.6, '#e9cdb0'],
        [1, '#d9b08c'],
      ]),
      glow('g', 820, 180, 700, '#fff6e2', 1),
      rays(820, 120, { count: 8, from: 60, to: 120, color: '#fff8e8', opacity: 0.3, width: 7 }),
      hill(r, { y: 760, amp: 20, waves: 1, color: '#b98d6c', opacity: 0.8 }),
      `<g fill="#8a6a55" opacity="0.85">
        <ellipse cx="640" cy="800" rx="120" ry="60"/><ellipse cx="1000" cy="812" rx="150" ry="64"/>
        <ellipse cx="820" cy="850" rx="170" ry="70" fill="#7a5c49"/>
      </g>`,
      `<path d="M820,800 C815,720 830,660 822,560 C818,520 826,480 830,450" stroke="${P.forest}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      leaf(826, 560, 120, -150, P.moss, 0.95),
      leaf(826, 520, 110, -30, P.sage, 0.95),
      leaf(830, 460, 90, -120, P.moss, 0.95),
      leaf(830, 455, 80, -60, '#b7c8a5', 0.95),
      bokeh(r, 22, { color: '#fffaf0', y0: 100, y1: 700, r: [3, 10], opacity: [0.3, 0.7] }),
    ]),
  'confidence-hilltop-sunrise': (r) =>
    scene([
      sky('s', [
        [0, '#f9dcc0'],
        [0.45, '#f5b98a'],
        [1, '#ee9a66'],
      ]),
      glow('g', 800, 560, 720, '#fff0cf', 1),
      sun(800, 560, 110, '#fff2d4'),
      rays(800, 560, { count: 13, from: -178, to: -2, color: '#fff6e0', opacity: 0.22 }),
      hill(r, { y: 700, amp: 40, waves: 1.2, color: P.rose, opacity: 0.6, blur: true }),
      `<path d="M0,1000 L0,820 C300,780 600,650 800,640 C1000,650 1300,780 1600,820 L1600,1000 Z" fill="${P.plum}" opacity="0.92"/>`,
      figure(800, 646, 170, '#3e2a39', 1, { armsUp: true }),
      bokeh(r, 12, { y0: 80, y1: 450, r: [4, 12], opacity: [0.2, 0.5] }),
    ]),
  'phobia-clearing-misty-path': (r) =>
    scene([
      sky('s', [
        [0, '#e7e0d8'],
        [0.5, '#eacfb8'],
        [1, '#c8a58c'],
      ]),
      glow('g', 800, 420, 420, '#fff7e8', 1),
      `<path d="M690,640 L690,400 C690,300 910,300 910,400 L910,640 Z" fill="#fffaf0" opacity="0.85" filter="url(#softer)"/>`,
      hill(r, { y: 600, amp: 30, waves: 1.5, color: '#b79a8a', opacity: 0.55, blur: true }),
      `<path d="M620,1000 C700,850 760,720 790,640 L810,640 C840,720 900,850 980,1000 Z" fill="#f3e3cf" opacity="0.9"/>`,
      hill(r, { y: 720, amp: 40, waves: 1.1, color: P.moss, opacity: 0.35, blur: true }),
      `<rect width="${W}" height="${H}" fill="#fff" opacity="0.12" filter="url(#haze)"/>`,
      bokeh(r, 30, { color: '#fff', y0: 300, y1: 1000, r: [20, 70], opacity: [0.06, 0.16] }),
    ]),
  'stop-smoking-clear-sky-birds': (r) =>
    scene([
      sky('s', [
        [0, '#cfe0e0'],
        [0.55, '#f3dcc4'],
        [1, '#f2bf94'],
      ]),
      glow('g', 420, 700, 600, '#fff1d8', 0.9),
      `<g fill="none" stroke="#ffffff" stroke-linecap="round" filter="url(#soft)" opacity="0.6">
        <path d="M200,820 C320,740 260,660 380,600 C500,540 460,470 580,420" stroke-width="22"/>
        <path d="M240,860 C380,760 320,700 460,640" stroke-width="14" opacity="0.6"/>
      </g>`,
      ...[
        [640, 380, 1],
        [720, 330, 0.9],
        [810, 300, 0.85],
        [900, 250, 0.8],
        [1010, 230, 0.7],
        [1120, 190, 0.65],
        [1240, 170, 0.6],
      ].map(
        ([x, y, s]) =>
          `<path d="M${x - 26 * s},${y} Q${x - 12 * s},${y - 14 * s} ${x},${y} Q${x + 12 * s},${y - 14 * s} ${x + 26 * s},${y}" stroke="#5a4652" stroke-width="${f(4 * s)}" fill="none" stroke-linecap="round"/>`,
      ),
      hill(r, { y: 880, amp: 25, waves: 1.5, color: P.sage, opacity: 0.7 }),
      hill(r, { y: 930, amp: 15, waves: 2, color: P.moss, opacity: 0.8 }),
    ]),
  'past-life-regression-spiral-dusk': (r) =>
    scene([
      sky('s', [
        [0, '#2f2a4a'],
        [0.55, '#6e4760'],
        [1, '#c77d63'],
      ]),
      stars(r, 140),
      glow('g', 800, 520, 560, '#f6c58a', 0.75),
      ...Array.from(
        { length: 9 },
        (_, i) =>
          `<circle cx="800" cy="520" r="${60 + i * 52}" fill="none" stroke="#ffe2b8" stroke-width="${f(3 - i * 0.25)}" opacity="${f(0.55 - i * 0.05)}" stroke-dasharray="${f(40 + i * 30)} ${f(18 + i * 10)}" transform="rotate(${i * 23} 800 520)"/>`,
      ),
      sun(800, 520, 46, '#fff0d2'),
      hill(r, { y: 900, amp: 25, waves: 1.3, color: '#3a2a40', opacity: 0.9 }),
    ]),
  'weight-management-balanced-stones': (r) =>
    scene([
      sky('s', [
        [0, '#f4e6d6'],
        [0.6, '#eed2b6'],
        [1, '#d8b89a'],
      ]),
      glow('g', 1150, 300, 500, '#fff5e0', 0.9),
      water('w', 700, '#d9c2aa', '#a79585', r, { ripples: 12 }),
      `<g>
        <ellipse cx="800" cy="700" rx="200" ry="46" fill="#7c6355"/>
        <ellipse cx="800" cy="625" rx="150" ry="44" fill="#93786a"/>
        <ellipse cx="805" cy="553" rx="112" ry="38" fill="#a88c7c"/>
        <ellipse cx="798" cy="492" rx="80" ry="31" fill="#bea190"/>
        <ellipse cx="802" cy="442" rx="52" ry="24" fill="#d1b5a3"/>
        <ellipse cx="800" cy="760" rx="230" ry="20" fill="#5e4c44" opacity="0.25" filter="url(#soft)"/>
      </g>`,
      leaf(1000, 690, 100, -15, P.sage, 0.9),
      leaf(560, 700, 80, -165, P.moss, 0.85),
    ]),
  'sleep-moon-quiet-sea': (r) =>
    scene([
      sky('s', [
        [0, '#1c2140'],
        [0.6, '#3a3d63'],
        [1, '#6b5a78'],
      ]),
      stars(r, 170, 560),
      glow('g', 1120, 260, 360, '#f9dfb0', 0.55),
      `<circle cx="1120" cy="260" r="72" fill="#fbe6c2"/><circle cx="1150" cy="240" r="66" fill="#2a2f52" opacity="0.92"/>`,
      hill(r, { y: 610, amp: 30, waves: 1.3, color: '#2b2745', opacity: 0.9 }),
      water('w', 640, '#3d3a5e', '#1d2038', r, { ripples: 16, rippleColor: '#f6dcb0' }),
      `<ellipse cx="1110" cy="720" rx="40" ry="140" fill="#f6dcb0" opacity="0.22" filter="url(#softer)"/>`,
    ]),
  'pain-management-warm-waves': (r) =>
    scene([
      sky(
        's',
        [
          [0, '#fbe7d5'],
          [0.5, '#f6cfb0'],
          [1, '#eeb18f'],
        ],
        { x2: 1, y2: 1 },
      ),
      glow('g', 400, 300, 600, '#fff3df', 1),
      ...Array.from({ length: 7 }, (_, i) => {
        const y = 330 + i * 70;
        const c = [P.apricot, P.rose, P.peach, P.dusk, P.amber, P.rose, P.apricot][i];
        return `<path d="M-50,${y} C300,${y - 120} 500,${y + 140} 800,${y} C1100,${y - 140} 1300,${y + 110} 1650,${y - 20}" stroke="${c}" stroke-width="${34 - i * 3}" fill="none" stroke-linecap="round" opacity="${f(0.55 - i * 0.04)}" filter="url(#soft)"/>`;
      }),
      bokeh(r, 16, { y0: 100, y1: 900, r: [6, 22], opacity: [0.15, 0.45] }),
    ]),
  'addiction-support-dawn-clouds': (r) =>
    scene([
      sky('s', [
        [0, '#a8a3b8'],
        [0.45, '#e7b9a0'],
        [1, '#f5d1a9'],
      ]),
      glow('g', 800, 640, 700, '#fff0cf', 1),
      sun(800, 660, 120, '#fff1cf'),
      rays(800, 660, { count: 12, from: -170, to: -10, color: '#fff8e6', opacity: 0.2 }),
      ...Array.from({ length: 6 }, () => {
        const x = r() * W;
        const y = 180 + r() * 320;
        return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(200 + r() * 260)}" ry="${f(40 + r() * 40)}" fill="#f7e6dc" opacity="0.55" filter="url(#softer)"/>`;
      }),
      hill(r, { y: 760, amp: 40, waves: 1.4, color: P.dusk, opacity: 0.65 }),
      `<path d="M760,1000 C780,900 790,830 800,780 L806,780 C830,850 870,920 920,1000 Z" fill="#f6dcc0" opacity="0.75"/>`,
      hill(r, { y: 880, amp: 30, waves: 2.1, color: P.plum, opacity: 0.75 }),
    ]),
  'performance-mountain-peak': (r) =>
    scene([
      sky('s', [
        [0, '#f2d2b8'],
        [0.5, '#f0b38b'],
        [1, '#d98b6a'],
      ]),
      glow('g', 1000, 260, 500, '#fff2d8', 1),
      sun(1000, 260, 70, '#fff1d0'),
      `<path d="M200,1000 L720,360 L820,470 L900,400 L1400,1000 Z" fill="${P.dusk}" opacity="0.85"/>`,
      `<path d="M720,360 L780,430 L750,440 L720,420 L690,450 L672,420 Z" fill="#fff4e8" opacity="0.8"/>`,
      `<path d="M-50,1000 L380,640 L600,1000 Z" fill="${P.plum}" opacity="0.7"/><path d="M1000,1000 L1320,600 L1700,1000 Z" fill="${P.plum}" opacity="0.75"/>`,
      `<path d="M300,960 C520,860 640,700 720,380" stroke="#fff6ea" stroke-width="5" fill="none" stroke-dasharray="4 16" stroke-linecap="round" opacity="0.85"/>`,
      figure(720, 364, 60, '#3e2a39', 1, { armsUp: true }),
      hill(r, { y: 920, amp: 20, waves: 2, color: '#4f3347', opacity: 0.9 }),
    ]),
  'motivation-sunrise-rising-leaves': (r) =>
    scene([
      sky('s', [
        [0, '#ffe6c7'],
        [0.5, '#ffc98f'],
        [1, '#f29b55'],
      ]),
      glow('g', 300, 760, 800, '#fff2d6', 1),
      sun(300, 800, 150, '#fff3d9'),
      rays(300, 800, { count: 12, from: -95, to: -5, color: '#fffaf0', opacity: 0.25, width: 4 }),
      ...Array.from({ length: 12 }, (_, i) =>
        leaf(
          500 + i * 85 + r() * 40,
          820 - i * 58 - r() * 40,
          50 + r() * 40,
          -60 + r() * 40,
          [P.amber, P.terracotta, P.moss, P.gold][i % 4],
          0.85,
        ),
      ),
      hill(r, { y: 900, amp: 25, waves: 1.5, color: '#c9703a', opacity: 0.7 }),
    ]),
  'exam-focus-open-pages': (r) =>
    scene([
      sky('s', [
        [0, '#f6ecdf'],
        [0.6, '#efdcc4'],
        [1, '#e1c2a2'],
      ]),
      glow('g', 800, 360, 560, '#fff8e6', 1),
      `<g transform="translate(800 640)">
        <path d="M0,-20 C-160,-90 -360,-80 -520,-20 L-520,160 C-360,100 -160,90 0,170 Z" fill="#fffaf2"/>
        <path d="M0,-20 C160,-90 360,-80 520,-20 L520,160 C360,100 160,90 0,170 Z" fill="#fff6ea"/>
        <path d="M0,-20 L0,170" stroke="#d8b99c" stroke-width="3"/>
        ${Array.from({ length: 6 }, (_, i) => `<path d="M-460,${20 + i * 22} C-340,${-10 + i * 22} -180,${-6 + i * 22} -60,${30 + i * 22}" stroke="#d9c3ad" stroke-width="4" fill="none" opacity="0.8"/><path d="M60,${30 + i * 22} C180,${-6 + i * 22} 340,${-10 + i * 22} 460,${20 + i * 22}" stroke="#d9c3ad" stroke-width="4" fill="none" opacity="0.8"/>`).join('')}
      </g>`,
      `<g fill="none" stroke="${P.amber}" stroke-width="4" stroke-linecap="round" opacity="0.75" filter="url(#soft)">
        <path d="M800,600 C760,520 840,470 790,390 C750,320 830,280 800,210"/>
      </g>`,
      ...Array.from({ length: 7 }, (_, i) =>
        leaf(660 + r() * 300, 200 + i * 50, 40 + r() * 30, r() * 360, [P.sage, P.apricot, P.moss][i % 3], 0.7),
      ),
    ]),
  'relationship-two-circles': (r) =>
    scene([
      sky('s', [
        [0, '#f8e4d6'],
        [0.6, '#f3cdb6'],
        [1, '#e7ad94'],
      ]),
      glow('g1', 650, 480, 420, '#ffd9b8', 1),
      glow('g2', 950, 480, 420, '#f7c4bd', 1),
      `<circle cx="660" cy="480" r="250" fill="${P.apricot}" opacity="0.45"/><circle cx="940" cy="480" r="250" fill="${P.rose}" opacity="0.45"/>`,
      figure(720, 840, 220, '#5b3b4b', 0.9),
      figure(880, 840, 230, '#6e4760', 0.9),
      hill(r, { y: 850, amp: 18, waves: 1.2, color: P.dusk, opacity: 0.6 }),
      bokeh(r, 18, { y0: 100, y1: 800, r: [4, 14], opacity: [0.2, 0.5] }),
    ]),
  'inner-child-meadow-sun': (r) =>
    scene([
      sky('s', [
        [0, '#fbe3c2'],
        [0.55, '#f8cf9c'],
        [1, '#e7b47d'],
      ]),
      glow('g', 1050, 330, 620, '#fff4d8', 1),
      sun(1050, 330, 130, '#fff2cf'),
      hill(r, { y: 720, amp: 40, waves: 1.2, color: '#b6b57b', opacity: 0.8 }),
      hill(r, { y: 820, amp: 30, waves: 1.8, color: P.sage, opacity: 0.95 }),
      ...Array.from({ length: 40 }, () => {
        const x = r() * W;
        const y = 840 + r() * 150;
        const c = [P.cream, P.gold, '#f4b3a0', '#ffffff'][Math.floor(r() * 4)];
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(4 + r() * 6)}" fill="${c}" opacity="0.9"/>`;
      }),
      figure(560, 860, 120, '#5b3b4b', 0.95, { armsUp: true }),
      figure(660, 860, 200, '#6e4760', 0.55),
    ]),
  'fear-of-driving-winding-road': (r) =>
    scene([
      sky('s', [
        [0, '#f7d5b5'],
        [0.5, '#f3b786'],
        [1, '#d59a75'],
      ]),
      glow('g', 900, 420, 520, '#fff0d2', 1),
      sun(900, 430, 80, '#fff1d1'),
      hill(r, { y: 480, amp: 40, waves: 1.4, color: P.dusk, opacity: 0.55, blur: true }),
      hill(r, { y: 600, amp: 50, waves: 1.8, color: '#a57f6e', opacity: 0.8 }),
      hill(r, { y: 740, amp: 40, waves: 1.2, color: P.moss, opacity: 0.85 }),
      `<path d="M500,1000 C700,900 1100,860 950,760 C820,690 760,640 880,560 L892,560 C800,640 880,700 1000,760 C1200,870 900,920 900,1000 Z" fill="#4d3c3c" opacity="0.75"/>`,
      `<path d="M700,1000 C850,920 1110,880 975,765 C850,690 800,640 886,562" stroke="#fff2d6" stroke-width="5" stroke-dasharray="26 22" fill="none" opacity="0.85"/>`,
      hill(r, { y: 930, amp: 20, waves: 2.5, color: P.forest, opacity: 0.8 }),
    ]),
  'birthing-fertility-blossom-nest': (r) =>
    scene([
      sky('s', [
        [0, '#fbe8dc'],
        [0.6, '#f6d3c1'],
        [1, '#ebb9a2'],
      ]),
      glow('g', 800, 500, 560, '#fff6ea', 1),
      `<g transform="translate(800 560)">
        ${Array.from({ length: 5 }, (_, i) => `<ellipse cx="0" cy="-130" rx="95" ry="150" fill="${i % 2 ? '#f2b4a4' : '#f6c7b5'}" opacity="0.85" transform="rotate(${i * 72})"/>`).join('')}
        <circle r="70" fill="${P.gold}" opacity="0.95"/>
        ${Array.from({ length: 14 }, (_, i) => `<circle cx="${f(Math.cos(i * 0.45) * 40)}" cy="${f(Math.sin(i * 0.45) * 40)}" r="6" fill="${P.amber}" opacity="0.8"/>`).join('')}
      </g>`,
      leaves(r, 10, { x0: 200, x1: 1400, y0: 760, y1: 960, size: [60, 120], colors: [P.sage, P.moss, '#b7c8a5'] }),
      bokeh(r, 20, { y0: 80, y1: 700, r: [4, 16], opacity: [0.25, 0.55] }),
    ]),
  // The About page: a portrait-style illustration (4:5).
  'about-maya-portrait': (r) =>
    scene(
      [
        sky(
          's',
          [
            [0, '#f7dcc4'],
            [0.6, '#f1b993'],
            [1, '#d98e6c'],
          ],
          { x2: 1, y2: 1 },
        ),
        glow('g', 980, 360, 520, '#fff2da', 1),
        leaves(r, 14, { x0: 1000, x1: 1500, y0: 80, y1: 900, size: [50, 120], colors: [P.sage, P.moss, '#b7c8a5'] }),
        profile(760, 520, 1.45, '#7a4b4f', 1, '#3f2a33'),
        `<circle cx="990" cy="360" r="12" fill="#fff4e0" opacity="0.8" filter="url(#soft)"/>`,
        bokeh(r, 16, { y0: 60, y1: 900, r: [4, 16], opacity: [0.2, 0.5] }),
      ],
      { w: 1000, h: 1250 },
    ),
  // Blog video posters (16:9).
  'blog-fear-into-fuel': (r) =>
    scene(
      [
        sky('s', [
          [0, '#3b2a3d'],
          [0.55, '#8d4a3f'],
          [1, '#e0894a'],
        ]),
        glow('g', 800, 560, 520, '#ffcf8a', 1),
        `<path d="M800,820 C660,760 640,620 720,520 C740,600 780,610 790,560 C760,470 800,380 880,330 C860,420 950,470 940,560 C960,540 975,510 970,470 C1040,560 1020,760 800,820 Z" fill="#f7a64b" opacity="0.9" filter="url(#soft)"/>`,
        `<path d="M800,800 C730,770 720,690 770,630 C780,680 810,690 820,650 C820,600 850,560 880,540 C880,600 930,640 900,720 C890,760 850,790 800,800 Z" fill="#ffe2a8" opacity="0.95" filter="url(#soft)"/>`,
        rays(800, 560, { count: 14, from: -180, to: 0, color: '#ffd9a0', opacity: 0.15 }),
        bokeh(r, 30, { color: '#ffd39a', y0: 100, y1: 700, r: [3, 9], opacity: [0.4, 0.8] }),
      ],
      { w: 1600, h: 900 },
    ),
  'blog-science-of-depression': (r) => {
    const nodes = Array.from({ length: 34 }, () => [200 + r() * 1200, 150 + r() * 700]);
    let lines = '';
    nodes.forEach(([x, y], i) => {
      nodes.slice(i + 1).forEach(([x2, y2]) => {
        if (Math.hypot(x - x2, y - y2) < 240)
          lines += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#ffd9ad" stroke-width="2" opacity="0.35"/>`;
      });
    });
    return scene(
      [
        sky('s', [
          [0, '#26304f'],
          [0.6, '#4b3f63'],
          [1, '#8c5a6a'],
        ]),
        glow('g', 800, 480, 560, '#f7c58c', 0.55),
        lines,
        nodes.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(5 + r() * 7)}" fill="#ffe6c0" opacity="0.9"/>`).join(''),
        `<g filter="url(#soft)">${nodes.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="18" fill="#ffcf8f" opacity="0.25"/>`).join('')}</g>`,
      ],
      { w: 1600, h: 900 },
    );
  },
  'blog-calm-breathing': (r) =>
    scene(
      [
        sky('s', [
          [0, '#dfe7e3'],
          [0.5, '#f2dcc6'],
          [1, '#eab896'],
        ]),
        glow('g', 800, 480, 520, '#fff6e6', 1),
        ...Array.from(
          { length: 6 },
          (_, i) =>
            `<circle cx="800" cy="480" r="${90 + i * 70}" fill="none" stroke="${P.teal}" stroke-width="${8 - i}" opacity="${f(0.5 - i * 0.07)}" filter="url(#soft)"/>`,
        ),
        sun(800, 480, 70, '#fff4e2'),
        leaves(r, 8, { y0: 650, y1: 950, size: [50, 100], colors: [P.sage, P.moss] }),
      ],
      { w: 1600, h: 900 },
    ),
  'blog-subconscious-iceberg': (r) =>
    scene(
      [
        sky('s', [
          [0, '#f5dcc7'],
          [0.42, '#f0c3a0'],
          [0.42, '#6e9a9a'],
          [1, '#27475a'],
        ]),
        glow('g', 1150, 220, 360, '#fff3df', 1),
        `<path d="M640,420 L720,300 L780,340 L840,260 L930,420 Z" fill="#fff8f0"/>`,
        `<path d="M640,420 L930,420 L1040,620 L960,820 L760,880 L560,760 L520,560 Z" fill="#cfe3e2" opacity="0.55"/>`,
        water('w', 420, 'rgba(0,0,0,0)', 'rgba(0,0,0,0)', r, { ripples: 10 }),
        bokeh(r, 24, { color: '#e6f3f2', y0: 460, y1: 1000, r: [3, 8], opacity: [0.3, 0.6] }),
      ],
      { w: 1600, h: 900 },
    ),
};

/** @param {string} name @param {(rng: Rng) => string} draw */
async function render(name, draw) {
  const svgText = draw(random(hash(name)));
  const file = join(OUT, `${name}.jpg`);
  await sharp(Buffer.from(svgText)).jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' }).toFile(file);
  return { file, bytes: statSync(file).size };
}

const filter = process.argv[2];
mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(IMAGES)) {
  if (filter && !name.includes(filter)) continue;
  const { bytes } = await render(name, draw);
  const kb = Math.round(bytes / 1024);
  console.log(`${name}.jpg ${kb} KB${kb >= 200 ? '  (over 200 KB!)' : ''}`);
}
