// @ts-check
// Draws one seed illustration (a scene of scenes.mjs) as SVG text. Every motif a picture can hold is drawn
// here once; the scenes only say which motifs, where and in which colours. Randomness is seeded by the
// picture's name, and the layers draw in their order, so a picture is the same at every run.
import { mulberry32 } from '../seeded-random.mjs';

/** Every picture is drawn on this canvas; a picture of another size shows it through a cropping viewBox. */
const W = 1600;
const H = 1000;

/** @typedef {() => number} Rng */
/** @typedef {{ def: string, body: string }} Drawn */
/** @typedef {[offset: number, color: string]} Stop */
/** @typedef {[x: number, y: number, scale: number]} Bird */
/**
 * A picture's layer, back to front: a motif with its settings, or literal SVG for a shape of its own.
 * @typedef {string
 *   | { kind: 'sky', top: string, between: Stop[], bottom: string, diagonal?: boolean }
 *   | { kind: 'glow', x: number, y: number, r: number, color: string, opacity?: number }
 *   | { kind: 'sun', x: number, y: number, r: number, color: string }
 *   | { kind: 'rays', x: number, y: number, count: number, from: number, to: number, color: string, opacity: number, width?: number }
 *   | { kind: 'hill', y: number, amp: number, waves: number, color: string, opacity: number, blur?: boolean }
 *   | { kind: 'water', y: number, top: string, bottom: string, ripples: number, rippleColor?: string }
 *   | { kind: 'leaf', x: number, y: number, size: number, rotation: number, color: string, opacity: number }
 *   | { kind: 'leaves', count: number, x0?: number, x1?: number, y0: number, y1: number, size: [number, number], colors: string[] }
 *   | { kind: 'bokeh', count: number, color?: string, y0: number, y1: number, r: [number, number], opacity: [number, number] }
 *   | { kind: 'stars', count: number, y1?: number }
 *   | { kind: 'figure', x: number, y: number, h: number, color: string, opacity: number, armsUp?: boolean }
 *   | { kind: 'profile', x: number, y: number, scale: number, color: string, hair: string }
 *   | { kind: 'birds', color: string, flock: Bird[] }
 *   | { kind: 'spiral', x: number, y: number, rings: number, color: string }
 *   | { kind: 'breathRings', x: number, y: number, rings: number, color: string }
 *   | { kind: 'ribbons', colors: string[] }
 *   | { kind: 'clouds', count: number, y0: number, y1: number, color: string }
 *   | { kind: 'risingLeaves', count: number, x: number, y: number, colors: string[], opacity: number }
 *   | { kind: 'driftingLeaves', count: number, x: number, width: number, y: number, colors: string[], opacity: number }
 *   | { kind: 'flowers', count: number, y0: number, y1: number, colors: string[] }
 *   | { kind: 'openBook', x: number, y: number, pages: [string, string], spine: string, lines: string }
 *   | { kind: 'blossom', x: number, y: number, petals: [string, string], heart: string, seeds: string }
 *   | { kind: 'network', count: number, x0: number, x1: number, y0: number, y1: number, reach: number, line: string, node: string,
 *       halo: string }
 * } Layer
 */
/** @typedef {{ name: string, size?: { w: number, h: number }, layers: Layer[] }} Scene */

/** @param {string} text */
const hash = (text) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
/** One decimal keeps the SVG short. @param {number} n */
const f = (n) => Math.round(n * 10) / 10;

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
 * @param {Stop[]} stops
 * @param {boolean} diagonal
 * @returns {Drawn}
 */
function sky(id, stops, diagonal) {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  const [x2, y2] = diagonal ? [1, 1] : [0, 1];
  return {
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`,
    body: `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  };
}

/**
 * @param {string} id @param {number} cx @param {number} cy @param {number} r @param {string} color @param {number} opacity
 * @returns {Drawn}
 */
function glow(id, cx, cy, r, color, opacity) {
  return {
    def: `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.35" stop-color="${color}" stop-opacity="${opacity * 0.55}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    body: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`,
  };
}

/** @param {number} cx @param {number} cy @param {number} r @param {string} color */
function sun(cx, cy, r, color) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.95" filter="url(#soft)"/>`;
}

/**
 * Soft beams fanning out from (cx, cy) between two angles in degrees.
 * @param {number} cx @param {number} cy
 * @param {{ count: number, from: number, to: number, width?: number, color: string, opacity: number }} options
 */
function rays(cx, cy, { count, from, to, width = 5, color, opacity }) {
  const length = 1400;
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
 * @param {{ y: number, amp: number, waves: number, color: string, opacity: number, blur?: boolean }} options
 */
function hill(rng, { y, amp, waves, color, opacity, blur = false }) {
  const phase = rng() * Math.PI * 2;
  const phase2 = rng() * Math.PI * 2;
  const pts = [];
  for (let x = -50; x <= W + 50; x += 50) {
    const t = x / W;
    pts.push([x, y + Math.sin(t * Math.PI * waves + phase) * amp + Math.sin(t * Math.PI * waves * 2.3 + phase2) * amp * 0.3]);
  }
  let d = `M${pts[0][0]},${H} L${pts[0][0]},${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` Q${f(x0)},${f(y0)} ${f((x0 + x1) / 2)},${f((y0 + y1) / 2)}`;
  }
  d += ` L${W + 50},${H} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"${blur ? ' filter="url(#soft)"' : ''}/>`;
}

/**
 * Water from height y down, shading from one colour to another, with blurred ripples.
 * @param {string} id @param {number} y @param {string} top @param {string} bottomColor @param {Rng} rng
 * @param {{ ripples: number, rippleColor?: string }} options
 * @returns {Drawn}
 */
function water(id, y, top, bottomColor, rng, { ripples, rippleColor = '#fff' }) {
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
 * A leaf with a pale vein, its stem at (x, y), pointing along the rotation.
 * @param {number} x @param {number} y @param {number} size @param {number} rotation @param {string} color @param {number} opacity
 */
function leaf(x, y, size, rotation, color, opacity) {
  const s = size;
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rotation)})" opacity="${opacity}">
    <path d="M0,0 C${f(s * 0.35)},${f(-s * 0.32)} ${f(s * 0.8)},${f(-s * 0.3)} ${f(s)},0 C${f(s * 0.8)},${f(s * 0.3)} ${f(s * 0.35)},${f(s * 0.32)} 0,0 Z" fill="${color}"/>
    <path d="M${f(s * 0.05)},0 L${f(s * 0.9)},0" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(Math.max(1, s / 60))}"/>
  </g>`;
}

/**
 * Leaves scattered at random in a box.
 * @param {Rng} rng @param {number} count
 * @param {{ x0?: number, x1?: number, y0: number, y1: number, size: [number, number], colors: string[] }} options
 */
function leaves(rng, count, { x0 = 0, x1 = W, y0, y1, size, colors }) {
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
 * Out-of-focus specks of light across the width, between two heights.
 * @param {Rng} rng @param {number} count
 * @param {{ color?: string, y0: number, y1: number, r: [number, number], opacity: [number, number] }} options
 */
function bokeh(rng, count, { color = '#fff', y0, y1, r, opacity }) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${f(rng() * W)}" cy="${f(y0 + rng() * (y1 - y0))}" r="${f(r[0] + rng() * (r[1] - r[0]))}" fill="${color}" opacity="${f(opacity[0] + rng() * (opacity[1] - opacity[0]))}"/>`;
  }
  return `<g filter="url(#soft)">${out}</g>`;
}

/** @param {Rng} rng @param {number} count @param {number} [y1] the lowest a star may sit */
function stars(rng, count, y1 = H * 0.55) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${f(rng() * W)}" cy="${f(rng() * y1)}" r="${f(0.8 + rng() * 2.2)}" fill="#fff6df" opacity="${f(0.35 + rng() * 0.6)}"/>`;
  }
  return out;
}

/**
 * An abstract standing figure, feet at (x, y), height h.
 * @param {number} x @param {number} y @param {number} h @param {string} color @param {number} opacity @param {boolean} armsUp
 */
function figure(x, y, h, color, opacity, armsUp) {
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
 * A head-and-shoulders profile facing right, centred on (x, y) (chin level), scale s, with hair.
 * @param {number} x @param {number} y @param {number} s @param {string} color @param {string} hair
 */
function profile(x, y, s, color, hair) {
  /** @param {number} dx @param {number} dy */
  const p = (dx, dy) => `${f(x + dx * s)},${f(y + dy * s)}`;
  const head = `M${p(-150, 420)} C${p(-150, 200)} ${p(-110, 150)} ${p(-60, 120)} C${p(-40, 110)} ${p(-30, 80)} ${p(-35, 40)}
    C${p(-70, 10)} ${p(-90, -60)} ${p(-80, -130)} C${p(-70, -210)} ${p(0, -260)} ${p(60, -250)}
    C${p(120, -240)} ${p(150, -190)} ${p(150, -130)} C${p(150, -100)} ${p(160, -80)} ${p(180, -50)}
    C${p(185, -40)} ${p(175, -35)} ${p(165, -32)} C${p(168, -15)} ${p(162, -5)} ${p(158, 0)}
    C${p(165, 10)} ${p(160, 20)} ${p(150, 25)} C${p(155, 45)} ${p(140, 60)} ${p(110, 58)}
    C${p(90, 56)} ${p(70, 70)} ${p(65, 110)} C${p(120, 150)} ${p(200, 190)} ${p(240, 420)} Z`;
  const hairPath = `<path d="M${p(-95, -60)} C${p(-120, -180)} ${p(-40, -280)} ${p(60, -262)} C${p(150, -250)} ${p(170, -170)} ${p(150, -140)} C${p(100, -190)} ${p(20, -200)} ${p(-20, -150)} C${p(-40, -100)} ${p(-30, -40)} ${p(-20, 20)} C${p(-20, 90)} ${p(-80, 150)} ${p(-170, 170)} C${p(-130, 110)} ${p(-95, 40)} ${p(-95, -60)} Z" fill="${hair}" opacity="1"/>`;
  return `<path d="${head}" fill="${color}" opacity="1"/>${hairPath}`;
}

/**
 * Gulls in flight, each a shallow double curve at (x, y), scaled.
 * @param {string} color @param {Bird[]} flock
 */
function birds(color, flock) {
  return flock
    .map(
      ([x, y, s]) =>
        `<path d="M${x - 26 * s},${y} Q${x - 12 * s},${y - 14 * s} ${x},${y} Q${x + 12 * s},${y - 14 * s} ${x + 26 * s},${y}" stroke="${color}" stroke-width="${f(4 * s)}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
}

/**
 * Dashed rings around (x, y), each turned further, fading outwards: a slow spiral.
 * @param {number} x @param {number} y @param {number} rings @param {string} color
 */
function spiral(x, y, rings, color) {
  return Array.from(
    { length: rings },
    (_, i) =>
      `<circle cx="${x}" cy="${y}" r="${60 + i * 52}" fill="none" stroke="${color}" stroke-width="${f(3 - i * 0.25)}" opacity="${f(0.55 - i * 0.05)}" stroke-dasharray="${f(40 + i * 30)} ${f(18 + i * 10)}" transform="rotate(${i * 23} ${x} ${y})"/>`,
  ).join('');
}

/**
 * Soft rings widening from (x, y), thinner and fainter outwards: a breath.
 * @param {number} x @param {number} y @param {number} rings @param {string} color
 */
function breathRings(x, y, rings, color) {
  return Array.from(
    { length: rings },
    (_, i) =>
      `<circle cx="${x}" cy="${y}" r="${90 + i * 70}" fill="none" stroke="${color}" stroke-width="${8 - i}" opacity="${f(0.5 - i * 0.07)}" filter="url(#soft)"/>`,
  ).join('');
}

/**
 * Wide blurred waves across the picture, one for each colour, stacked downwards.
 * @param {string[]} colors
 */
function ribbons(colors) {
  return colors
    .map((c, i) => {
      const y = 330 + i * 70;
      return `<path d="M-50,${y} C300,${y - 120} 500,${y + 140} 800,${y} C1100,${y - 140} 1300,${y + 110} 1650,${y - 20}" stroke="${c}" stroke-width="${34 - i * 3}" fill="none" stroke-linecap="round" opacity="${f(0.55 - i * 0.04)}" filter="url(#soft)"/>`;
    })
    .join('');
}

/**
 * Long soft clouds scattered across the width, between two heights.
 * @param {Rng} rng @param {number} count @param {number} y0 @param {number} y1 @param {string} color
 */
function clouds(rng, count, y0, y1, color) {
  return Array.from({ length: count }, () => {
    const x = rng() * W;
    const y = y0 + rng() * (y1 - y0);
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(200 + rng() * 260)}" ry="${f(40 + rng() * 40)}" fill="${color}" opacity="0.55" filter="url(#softer)"/>`;
  }).join('');
}

/**
 * Leaves climbing up and to the right from (x, y), the colours in turn.
 * @param {Rng} rng @param {number} count @param {number} x @param {number} y @param {string[]} colors @param {number} opacity
 */
function risingLeaves(rng, count, x, y, colors, opacity) {
  return Array.from({ length: count }, (_, i) =>
    leaf(x + i * 85 + rng() * 40, y - i * 58 - rng() * 40, 50 + rng() * 40, -60 + rng() * 40, colors[i % colors.length], opacity),
  ).join('');
}

/**
 * Leaves falling down a column from (x, y), turned every way, the colours in turn.
 * @param {Rng} rng @param {number} count @param {number} x @param {number} width @param {number} y
 * @param {string[]} colors @param {number} opacity
 */
function driftingLeaves(rng, count, x, width, y, colors, opacity) {
  return Array.from({ length: count }, (_, i) =>
    leaf(x + rng() * width, y + i * 50, 40 + rng() * 30, rng() * 360, colors[i % colors.length], opacity),
  ).join('');
}

/**
 * Small flowers dotted across the width, between two heights.
 * @param {Rng} rng @param {number} count @param {number} y0 @param {number} y1 @param {string[]} colors
 */
function flowers(rng, count, y0, y1, colors) {
  return Array.from({ length: count }, () => {
    const x = rng() * W;
    const y = y0 + rng() * (y1 - y0);
    const c = colors[Math.floor(rng() * colors.length)];
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(4 + rng() * 6)}" fill="${c}" opacity="0.9"/>`;
  }).join('');
}

/**
 * A book lying open with its spine at (x, y), six lines of writing on each page.
 * @param {number} x @param {number} y @param {[string, string]} pages left and right @param {string} spine @param {string} lines
 */
function openBook(x, y, [left, right], spine, lines) {
  const writing = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M-460,${20 + i * 22} C-340,${-10 + i * 22} -180,${-6 + i * 22} -60,${30 + i * 22}" stroke="${lines}" stroke-width="4" fill="none" opacity="0.8"/><path d="M60,${30 + i * 22} C180,${-6 + i * 22} 340,${-10 + i * 22} 460,${20 + i * 22}" stroke="${lines}" stroke-width="4" fill="none" opacity="0.8"/>`,
  ).join('');
  return `<g transform="translate(${x} ${y})">
    <path d="M0,-20 C-160,-90 -360,-80 -520,-20 L-520,160 C-360,100 -160,90 0,170 Z" fill="${left}"/>
    <path d="M0,-20 C160,-90 360,-80 520,-20 L520,160 C360,100 160,90 0,170 Z" fill="${right}"/>
    <path d="M0,-20 L0,170" stroke="${spine}" stroke-width="3"/>
    ${writing}
  </g>`;
}

/**
 * A five-petalled flower at (x, y), the petals alternating two colours, seeds round its heart.
 * @param {number} x @param {number} y @param {[string, string]} petals @param {string} heart @param {string} seeds
 */
function blossom(x, y, petals, heart, seeds) {
  const petalShapes = Array.from(
    { length: 5 },
    (_, i) => `<ellipse cx="0" cy="-130" rx="95" ry="150" fill="${petals[i % 2]}" opacity="0.85" transform="rotate(${i * 72})"/>`,
  ).join('');
  const seedDots = Array.from(
    { length: 14 },
    (_, i) => `<circle cx="${f(Math.cos(i * 0.45) * 40)}" cy="${f(Math.sin(i * 0.45) * 40)}" r="6" fill="${seeds}" opacity="0.8"/>`,
  ).join('');
  return `<g transform="translate(${x} ${y})">
    ${petalShapes}
    <circle r="70" fill="${heart}" opacity="0.95"/>
    ${seedDots}
  </g>`;
}

/**
 * Points of light scattered in a box, joined where two are within reach of each other, each with a halo.
 * @param {Rng} rng
 * @param {{ count: number, x0: number, x1: number, y0: number, y1: number, reach: number, line: string, node: string, halo: string }}
 *   options
 */
function network(rng, { count, x0, x1, y0, y1, reach, line, node, halo }) {
  const nodes = Array.from({ length: count }, () => [x0 + rng() * (x1 - x0), y0 + rng() * (y1 - y0)]);
  let lines = '';
  nodes.forEach(([x, y], i) => {
    nodes.slice(i + 1).forEach(([x2, y2]) => {
      if (Math.hypot(x - x2, y - y2) < reach)
        lines += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${line}" stroke-width="2" opacity="0.35"/>`;
    });
  });
  const points = nodes.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(5 + rng() * 7)}" fill="${node}" opacity="0.9"/>`).join('');
  const halos = nodes.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="18" fill="${halo}" opacity="0.25"/>`).join('');
  return `${lines}${points}<g filter="url(#soft)">${halos}</g>`;
}

/**
 * One layer as SVG: a motif's gradient (if it has one) apart from its shapes, since gradients go in <defs>.
 * @param {Exclude<Layer, string>} layer @param {Rng} rng @param {string} glowId
 * @returns {Drawn | string}
 */
function drawLayer(layer, rng, glowId) {
  switch (layer.kind) {
    case 'sky':
      return sky('s', [[0, layer.top], ...layer.between, [1, layer.bottom]], layer.diagonal ?? false);
    case 'glow':
      return glow(glowId, layer.x, layer.y, layer.r, layer.color, layer.opacity ?? 1);
    case 'sun':
      return sun(layer.x, layer.y, layer.r, layer.color);
    case 'rays':
      return rays(layer.x, layer.y, layer);
    case 'hill':
      return hill(rng, layer);
    case 'water':
      return water('w', layer.y, layer.top, layer.bottom, rng, layer);
    case 'leaf':
      return leaf(layer.x, layer.y, layer.size, layer.rotation, layer.color, layer.opacity);
    case 'leaves':
      return leaves(rng, layer.count, layer);
    case 'bokeh':
      return bokeh(rng, layer.count, layer);
    case 'stars':
      return stars(rng, layer.count, layer.y1);
    case 'figure':
      return figure(layer.x, layer.y, layer.h, layer.color, layer.opacity, layer.armsUp ?? false);
    case 'profile':
      return profile(layer.x, layer.y, layer.scale, layer.color, layer.hair);
    case 'birds':
      return birds(layer.color, layer.flock);
    case 'spiral':
      return spiral(layer.x, layer.y, layer.rings, layer.color);
    case 'breathRings':
      return breathRings(layer.x, layer.y, layer.rings, layer.color);
    case 'ribbons':
      return ribbons(layer.colors);
    case 'clouds':
      return clouds(rng, layer.count, layer.y0, layer.y1, layer.color);
    case 'risingLeaves':
      return risingLeaves(rng, layer.count, layer.x, layer.y, layer.colors, layer.opacity);
    case 'driftingLeaves':
      return driftingLeaves(rng, layer.count, layer.x, layer.width, layer.y, layer.colors, layer.opacity);
    case 'flowers':
      return flowers(rng, layer.count, layer.y0, layer.y1, layer.colors);
    case 'openBook':
      return openBook(layer.x, layer.y, layer.pages, layer.spine, layer.lines);
    case 'blossom':
      return blossom(layer.x, layer.y, layer.petals, layer.heart, layer.seeds);
    case 'network':
      return network(rng, layer);
  }
}

/**
 * The scene as SVG text, ready to rasterise.
 * @param {Scene} scene
 */
export function sceneSvg({ name, size = { w: W, h: H }, layers }) {
  const rng = mulberry32(hash(name));
  // A gradient id only has to be unique within its picture: "g", or "g1", "g2", ... where a picture has several glows.
  const glowCount = layers.filter((layer) => typeof layer === 'object' && layer.kind === 'glow').length;
  let glowNumber = 0;
  const drawn = layers.map((layer) => {
    if (typeof layer === 'string') return layer;
    if (layer.kind === 'glow') glowNumber += 1;
    return drawLayer(layer, rng, glowCount > 1 ? `g${glowNumber}` : 'g');
  });
  const d = drawn.map((l) => (typeof l === 'string' ? '' : l.def)).join('');
  const b = drawn.map((l) => (typeof l === 'string' ? l : l.body)).join('');
  if (size.w === W && size.h === H) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(d)}${b}</svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${defs(d)}${b}</svg>`;
}
