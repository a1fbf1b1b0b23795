// @ts-check
// What each illustration of the local seed shows (content/seed/images/<name>.jpg): its layers, back to front,
// on a 1600 x 1000 canvas. render.mjs draws them; a layer is a motif with its settings or literal SVG for a
// shape only one picture has. The pictures are calm, warm and of one family: soft gradient skies, hills,
// water, leaves, light and abstract figures, in the palette below.

/** @typedef {import('./render.mjs').Scene} Scene */

/** Warm paper, apricot, terracotta (the brand), dusky rose, sage, teal water, indigo night. */
const P = {
  cream: '#fff4e6',
  peach: '#f8c9a0',
  apricot: '#f2a36b',
  amber: '#e88a3c',
  terracotta: '#cc4e00',
  rose: '#d98b7e',
  dusk: '#b0707a',
  plum: '#6e4760',
  sage: '#9bb08f',
  moss: '#6f8a66',
  forest: '#47624f',
  teal: '#5f8f8b',
  gold: '#f6d08a',
};

/** @type {Scene[]} */
export const SCENES = [
  // One for each treatment.
  {
    name: 'anxiety-relief-calm-lake',
    layers: [
      { kind: 'sky', top: '#f7d9c4', between: [[0.55, P.peach]], bottom: '#f3b993' },
      { kind: 'glow', x: 800, y: 470, r: 520, color: P.cream, opacity: 0.9 },
      { kind: 'sun', x: 800, y: 470, r: 70, color: '#fff3de' },
      { kind: 'hill', y: 520, amp: 35, waves: 1.4, color: P.dusk, opacity: 0.45, blur: true },
      { kind: 'hill', y: 560, amp: 25, waves: 2.2, color: P.plum, opacity: 0.35 },
      { kind: 'water', y: 590, top: '#f1c6a6', bottom: '#9e8a96', ripples: 18 },
      `<ellipse cx="800" cy="640" rx="60" ry="160" fill="#fff3de" opacity="0.35" filter="url(#softer)"/>`,
      { kind: 'bokeh', count: 14, y0: 100, y1: 500, r: [4, 14], opacity: [0.15, 0.4] },
    ],
  },
  {
    name: 'stress-management-evening-hills',
    layers: [
      { kind: 'sky', top: '#f4c7a8', between: [[0.5, '#efa97f']], bottom: '#e6906a' },
      { kind: 'glow', x: 1100, y: 420, r: 600, color: P.gold, opacity: 0.8 },
      { kind: 'sun', x: 1100, y: 420, r: 90, color: '#ffe7b8' },
      { kind: 'rays', x: 1100, y: 420, count: 11, from: -175, to: -5, color: '#fff3d6', opacity: 0.18 },
      { kind: 'hill', y: 560, amp: 60, waves: 1.6, color: P.rose, opacity: 0.7, blur: true },
      { kind: 'hill', y: 650, amp: 50, waves: 2, color: P.dusk, opacity: 0.8 },
      { kind: 'hill', y: 760, amp: 45, waves: 1.3, color: P.plum, opacity: 0.85 },
      { kind: 'hill', y: 880, amp: 30, waves: 2.5, color: '#4f3347', opacity: 0.9 },
      { kind: 'leaves', count: 9, y0: 120, y1: 600, size: [30, 70], colors: [P.amber, P.terracotta, P.gold] },
    ],
  },
  {
    name: 'trauma-support-sapling-light',
    layers: [
      { kind: 'sky', top: '#efe3d3', between: [[0.6, '#e9cdb0']], bottom: '#d9b08c' },
      { kind: 'glow', x: 820, y: 180, r: 700, color: '#fff6e2' },
      { kind: 'rays', x: 820, y: 120, count: 8, from: 60, to: 120, color: '#fff8e8', opacity: 0.3, width: 7 },
      { kind: 'hill', y: 760, amp: 20, waves: 1, color: '#b98d6c', opacity: 0.8 },
      // Stones round the sapling's foot.
      `<g fill="#8a6a55" opacity="0.85">
        <ellipse cx="640" cy="800" rx="120" ry="60"/><ellipse cx="1000" cy="812" rx="150" ry="64"/>
        <ellipse cx="820" cy="850" rx="170" ry="70" fill="#7a5c49"/>
      </g>`,
      `<path d="M820,800 C815,720 830,660 822,560 C818,520 826,480 830,450" stroke="${P.forest}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      { kind: 'leaf', x: 826, y: 560, size: 120, rotation: -150, color: P.moss, opacity: 0.95 },
      { kind: 'leaf', x: 826, y: 520, size: 110, rotation: -30, color: P.sage, opacity: 0.95 },
      { kind: 'leaf', x: 830, y: 460, size: 90, rotation: -120, color: P.moss, opacity: 0.95 },
      { kind: 'leaf', x: 830, y: 455, size: 80, rotation: -60, color: '#b7c8a5', opacity: 0.95 },
      { kind: 'bokeh', count: 22, color: '#fffaf0', y0: 100, y1: 700, r: [3, 10], opacity: [0.3, 0.7] },
    ],
  },
  {
    name: 'confidence-hilltop-sunrise',
    layers: [
      { kind: 'sky', top: '#f9dcc0', between: [[0.45, '#f5b98a']], bottom: '#ee9a66' },
      { kind: 'glow', x: 800, y: 560, r: 720, color: '#fff0cf' },
      { kind: 'sun', x: 800, y: 560, r: 110, color: '#fff2d4' },
      { kind: 'rays', x: 800, y: 560, count: 13, from: -178, to: -2, color: '#fff6e0', opacity: 0.22 },
      { kind: 'hill', y: 700, amp: 40, waves: 1.2, color: P.rose, opacity: 0.6, blur: true },
      `<path d="M0,1000 L0,820 C300,780 600,650 800,640 C1000,650 1300,780 1600,820 L1600,1000 Z" fill="${P.plum}" opacity="0.92"/>`,
      { kind: 'figure', x: 800, y: 646, h: 170, color: '#3e2a39', opacity: 1, armsUp: true },
      { kind: 'bokeh', count: 12, y0: 80, y1: 450, r: [4, 12], opacity: [0.2, 0.5] },
    ],
  },
  {
    name: 'phobia-clearing-misty-path',
    layers: [
      { kind: 'sky', top: '#e7e0d8', between: [[0.5, '#eacfb8']], bottom: '#c8a58c' },
      { kind: 'glow', x: 800, y: 420, r: 420, color: '#fff7e8' },
      // A bright doorway in the mist, the path leading to it.
      `<path d="M690,640 L690,400 C690,300 910,300 910,400 L910,640 Z" fill="#fffaf0" opacity="0.85" filter="url(#softer)"/>`,
      { kind: 'hill', y: 600, amp: 30, waves: 1.5, color: '#b79a8a', opacity: 0.55, blur: true },
      `<path d="M620,1000 C700,850 760,720 790,640 L810,640 C840,720 900,850 980,1000 Z" fill="#f3e3cf" opacity="0.9"/>`,
      { kind: 'hill', y: 720, amp: 40, waves: 1.1, color: P.moss, opacity: 0.35, blur: true },
      `<rect width="1600" height="1000" fill="#fff" opacity="0.12" filter="url(#haze)"/>`,
      { kind: 'bokeh', count: 30, color: '#fff', y0: 300, y1: 1000, r: [20, 70], opacity: [0.06, 0.16] },
    ],
  },
  {
    name: 'stop-smoking-clear-sky-birds',
    layers: [
      { kind: 'sky', top: '#cfe0e0', between: [[0.55, '#f3dcc4']], bottom: '#f2bf94' },
      { kind: 'glow', x: 420, y: 700, r: 600, color: '#fff1d8', opacity: 0.9 },
      // The last wisps of smoke, rising away.
      `<g fill="none" stroke="#ffffff" stroke-linecap="round" filter="url(#soft)" opacity="0.6">
        <path d="M200,820 C320,740 260,660 380,600 C500,540 460,470 580,420" stroke-width="22"/>
        <path d="M240,860 C380,760 320,700 460,640" stroke-width="14" opacity="0.6"/>
      </g>`,
      {
        kind: 'birds',
        color: '#5a4652',
        flock: [
          [640, 380, 1],
          [720, 330, 0.9],
          [810, 300, 0.85],
          [900, 250, 0.8],
          [1010, 230, 0.7],
          [1120, 190, 0.65],
          [1240, 170, 0.6],
        ],
      },
      { kind: 'hill', y: 880, amp: 25, waves: 1.5, color: P.sage, opacity: 0.7 },
      { kind: 'hill', y: 930, amp: 15, waves: 2, color: P.moss, opacity: 0.8 },
    ],
  },
  {
    name: 'past-life-regression-spiral-dusk',
    layers: [
      { kind: 'sky', top: '#2f2a4a', between: [[0.55, '#6e4760']], bottom: '#c77d63' },
      { kind: 'stars', count: 140 },
      { kind: 'glow', x: 800, y: 520, r: 560, color: '#f6c58a', opacity: 0.75 },
      { kind: 'spiral', x: 800, y: 520, rings: 9, color: '#ffe2b8' },
      { kind: 'sun', x: 800, y: 520, r: 46, color: '#fff0d2' },
      { kind: 'hill', y: 900, amp: 25, waves: 1.3, color: '#3a2a40', opacity: 0.9 },
    ],
  },
  {
    name: 'weight-management-balanced-stones',
    layers: [
      { kind: 'sky', top: '#f4e6d6', between: [[0.6, '#eed2b6']], bottom: '#d8b89a' },
      { kind: 'glow', x: 1150, y: 300, r: 500, color: '#fff5e0', opacity: 0.9 },
      { kind: 'water', y: 700, top: '#d9c2aa', bottom: '#a79585', ripples: 12 },
      // A cairn of balanced stones and its shadow.
      `<g>
        <ellipse cx="800" cy="700" rx="200" ry="46" fill="#7c6355"/>
        <ellipse cx="800" cy="625" rx="150" ry="44" fill="#93786a"/>
        <ellipse cx="805" cy="553" rx="112" ry="38" fill="#a88c7c"/>
        <ellipse cx="798" cy="492" rx="80" ry="31" fill="#bea190"/>
        <ellipse cx="802" cy="442" rx="52" ry="24" fill="#d1b5a3"/>
        <ellipse cx="800" cy="760" rx="230" ry="20" fill="#5e4c44" opacity="0.25" filter="url(#soft)"/>
      </g>`,
      { kind: 'leaf', x: 1000, y: 690, size: 100, rotation: -15, color: P.sage, opacity: 0.9 },
      { kind: 'leaf', x: 560, y: 700, size: 80, rotation: -165, color: P.moss, opacity: 0.85 },
    ],
  },
  {
    name: 'sleep-moon-quiet-sea',
    layers: [
      { kind: 'sky', top: '#1c2140', between: [[0.6, '#3a3d63']], bottom: '#6b5a78' },
      { kind: 'stars', count: 170, y1: 560 },
      { kind: 'glow', x: 1120, y: 260, r: 360, color: '#f9dfb0', opacity: 0.55 },
      // A crescent moon: a pale disc with the night sky's colour over most of it.
      `<circle cx="1120" cy="260" r="72" fill="#fbe6c2"/><circle cx="1150" cy="240" r="66" fill="#2a2f52" opacity="0.92"/>`,
      { kind: 'hill', y: 610, amp: 30, waves: 1.3, color: '#2b2745', opacity: 0.9 },
      { kind: 'water', y: 640, top: '#3d3a5e', bottom: '#1d2038', ripples: 16, rippleColor: '#f6dcb0' },
      `<ellipse cx="1110" cy="720" rx="40" ry="140" fill="#f6dcb0" opacity="0.22" filter="url(#softer)"/>`,
    ],
  },
  {
    name: 'pain-management-warm-waves',
    layers: [
      { kind: 'sky', top: '#fbe7d5', between: [[0.5, '#f6cfb0']], bottom: '#eeb18f', diagonal: true },
      { kind: 'glow', x: 400, y: 300, r: 600, color: '#fff3df' },
      { kind: 'ribbons', colors: [P.apricot, P.rose, P.peach, P.dusk, P.amber, P.rose, P.apricot] },
      { kind: 'bokeh', count: 16, y0: 100, y1: 900, r: [6, 22], opacity: [0.15, 0.45] },
    ],
  },
  {
    name: 'addiction-support-dawn-clouds',
    layers: [
      { kind: 'sky', top: '#a8a3b8', between: [[0.45, '#e7b9a0']], bottom: '#f5d1a9' },
      { kind: 'glow', x: 800, y: 640, r: 700, color: '#fff0cf' },
      { kind: 'sun', x: 800, y: 660, r: 120, color: '#fff1cf' },
      { kind: 'rays', x: 800, y: 660, count: 12, from: -170, to: -10, color: '#fff8e6', opacity: 0.2 },
      { kind: 'clouds', count: 6, y0: 180, y1: 500, color: '#f7e6dc' },
      { kind: 'hill', y: 760, amp: 40, waves: 1.4, color: P.dusk, opacity: 0.65 },
      // A path of light towards the sunrise.
      `<path d="M760,1000 C780,900 790,830 800,780 L806,780 C830,850 870,920 920,1000 Z" fill="#f6dcc0" opacity="0.75"/>`,
      { kind: 'hill', y: 880, amp: 30, waves: 2.1, color: P.plum, opacity: 0.75 },
    ],
  },
  {
    name: 'performance-mountain-peak',
    layers: [
      { kind: 'sky', top: '#f2d2b8', between: [[0.5, '#f0b38b']], bottom: '#d98b6a' },
      { kind: 'glow', x: 1000, y: 260, r: 500, color: '#fff2d8' },
      { kind: 'sun', x: 1000, y: 260, r: 70, color: '#fff1d0' },
      // The mountain, its snowy peak, two foothills and the trail to the top.
      `<path d="M200,1000 L720,360 L820,470 L900,400 L1400,1000 Z" fill="${P.dusk}" opacity="0.85"/>`,
      `<path d="M720,360 L780,430 L750,440 L720,420 L690,450 L672,420 Z" fill="#fff4e8" opacity="0.8"/>`,
      `<path d="M-50,1000 L380,640 L600,1000 Z" fill="${P.plum}" opacity="0.7"/><path d="M1000,1000 L1320,600 L1700,1000 Z" fill="${P.plum}" opacity="0.75"/>`,
      `<path d="M300,960 C520,860 640,700 720,380" stroke="#fff6ea" stroke-width="5" fill="none" stroke-dasharray="4 16" stroke-linecap="round" opacity="0.85"/>`,
      { kind: 'figure', x: 720, y: 364, h: 60, color: '#3e2a39', opacity: 1, armsUp: true },
      { kind: 'hill', y: 920, amp: 20, waves: 2, color: '#4f3347', opacity: 0.9 },
    ],
  },
  {
    name: 'motivation-sunrise-rising-leaves',
    layers: [
      { kind: 'sky', top: '#ffe6c7', between: [[0.5, '#ffc98f']], bottom: '#f29b55' },
      { kind: 'glow', x: 300, y: 760, r: 800, color: '#fff2d6' },
      { kind: 'sun', x: 300, y: 800, r: 150, color: '#fff3d9' },
      { kind: 'rays', x: 300, y: 800, count: 12, from: -95, to: -5, color: '#fffaf0', opacity: 0.25, width: 4 },
      { kind: 'risingLeaves', count: 12, x: 500, y: 820, colors: [P.amber, P.terracotta, P.moss, P.gold], opacity: 0.85 },
      { kind: 'hill', y: 900, amp: 25, waves: 1.5, color: '#c9703a', opacity: 0.7 },
    ],
  },
  {
    name: 'exam-focus-open-pages',
    layers: [
      { kind: 'sky', top: '#f6ecdf', between: [[0.6, '#efdcc4']], bottom: '#e1c2a2' },
      { kind: 'glow', x: 800, y: 360, r: 560, color: '#fff8e6' },
      { kind: 'openBook', x: 800, y: 640, pages: ['#fffaf2', '#fff6ea'], spine: '#d8b99c', lines: '#d9c3ad' },
      // A thread of thought rising from the pages.
      `<g fill="none" stroke="${P.amber}" stroke-width="4" stroke-linecap="round" opacity="0.75" filter="url(#soft)">
        <path d="M800,600 C760,520 840,470 790,390 C750,320 830,280 800,210"/>
      </g>`,
      { kind: 'driftingLeaves', count: 7, x: 660, width: 300, y: 200, colors: [P.sage, P.apricot, P.moss], opacity: 0.7 },
    ],
  },
  {
    name: 'relationship-two-circles',
    layers: [
      { kind: 'sky', top: '#f8e4d6', between: [[0.6, '#f3cdb6']], bottom: '#e7ad94' },
      { kind: 'glow', x: 650, y: 480, r: 420, color: '#ffd9b8' },
      { kind: 'glow', x: 950, y: 480, r: 420, color: '#f7c4bd' },
      `<circle cx="660" cy="480" r="250" fill="${P.apricot}" opacity="0.45"/><circle cx="940" cy="480" r="250" fill="${P.rose}" opacity="0.45"/>`,
      { kind: 'figure', x: 720, y: 840, h: 220, color: '#5b3b4b', opacity: 0.9 },
      { kind: 'figure', x: 880, y: 840, h: 230, color: '#6e4760', opacity: 0.9 },
      { kind: 'hill', y: 850, amp: 18, waves: 1.2, color: P.dusk, opacity: 0.6 },
      { kind: 'bokeh', count: 18, y0: 100, y1: 800, r: [4, 14], opacity: [0.2, 0.5] },
    ],
  },
  {
    name: 'inner-child-meadow-sun',
    layers: [
      { kind: 'sky', top: '#fbe3c2', between: [[0.55, '#f8cf9c']], bottom: '#e7b47d' },
      { kind: 'glow', x: 1050, y: 330, r: 620, color: '#fff4d8' },
      { kind: 'sun', x: 1050, y: 330, r: 130, color: '#fff2cf' },
      { kind: 'hill', y: 720, amp: 40, waves: 1.2, color: '#b6b57b', opacity: 0.8 },
      { kind: 'hill', y: 820, amp: 30, waves: 1.8, color: P.sage, opacity: 0.95 },
      { kind: 'flowers', count: 40, y0: 840, y1: 990, colors: [P.cream, P.gold, '#f4b3a0', '#ffffff'] },
      // A child with arms raised and the grown-up beside them.
      { kind: 'figure', x: 560, y: 860, h: 120, color: '#5b3b4b', opacity: 0.95, armsUp: true },
      { kind: 'figure', x: 660, y: 860, h: 200, color: '#6e4760', opacity: 0.55 },
    ],
  },
  {
    name: 'fear-of-driving-winding-road',
    layers: [
      { kind: 'sky', top: '#f7d5b5', between: [[0.5, '#f3b786']], bottom: '#d59a75' },
      { kind: 'glow', x: 900, y: 420, r: 520, color: '#fff0d2' },
      { kind: 'sun', x: 900, y: 430, r: 80, color: '#fff1d1' },
      { kind: 'hill', y: 480, amp: 40, waves: 1.4, color: P.dusk, opacity: 0.55, blur: true },
      { kind: 'hill', y: 600, amp: 50, waves: 1.8, color: '#a57f6e', opacity: 0.8 },
      { kind: 'hill', y: 740, amp: 40, waves: 1.2, color: P.moss, opacity: 0.85 },
      // The road winding into the hills, with its dashed centre line.
      `<path d="M500,1000 C700,900 1100,860 950,760 C820,690 760,640 880,560 L892,560 C800,640 880,700 1000,760 C1200,870 900,920 900,1000 Z" fill="#4d3c3c" opacity="0.75"/>`,
      `<path d="M700,1000 C850,920 1110,880 975,765 C850,690 800,640 886,562" stroke="#fff2d6" stroke-width="5" stroke-dasharray="26 22" fill="none" opacity="0.85"/>`,
      { kind: 'hill', y: 930, amp: 20, waves: 2.5, color: P.forest, opacity: 0.8 },
    ],
  },
  {
    name: 'birthing-fertility-blossom-nest',
    layers: [
      { kind: 'sky', top: '#fbe8dc', between: [[0.6, '#f6d3c1']], bottom: '#ebb9a2' },
      { kind: 'glow', x: 800, y: 500, r: 560, color: '#fff6ea' },
      { kind: 'blossom', x: 800, y: 560, petals: ['#f6c7b5', '#f2b4a4'], heart: P.gold, seeds: P.amber },
      { kind: 'leaves', count: 10, x0: 200, x1: 1400, y0: 760, y1: 960, size: [60, 120], colors: [P.sage, P.moss, '#b7c8a5'] },
      { kind: 'bokeh', count: 20, y0: 80, y1: 700, r: [4, 16], opacity: [0.25, 0.55] },
    ],
  },
  // The About page: a portrait-style illustration (4:5).
  {
    name: 'about-maya-portrait',
    size: { w: 1000, h: 1250 },
    layers: [
      { kind: 'sky', top: '#f7dcc4', between: [[0.6, '#f1b993']], bottom: '#d98e6c', diagonal: true },
      { kind: 'glow', x: 980, y: 360, r: 520, color: '#fff2da' },
      { kind: 'leaves', count: 14, x0: 1000, x1: 1500, y0: 80, y1: 900, size: [50, 120], colors: [P.sage, P.moss, '#b7c8a5'] },
      { kind: 'profile', x: 760, y: 520, scale: 1.45, color: '#7a4b4f', hair: '#3f2a33' },
      `<circle cx="990" cy="360" r="12" fill="#fff4e0" opacity="0.8" filter="url(#soft)"/>`,
      { kind: 'bokeh', count: 16, y0: 60, y1: 900, r: [4, 16], opacity: [0.2, 0.5] },
    ],
  },
  // The blog's video posters (16:9).
  {
    name: 'blog-fear-into-fuel',
    size: { w: 1600, h: 900 },
    layers: [
      { kind: 'sky', top: '#3b2a3d', between: [[0.55, '#8d4a3f']], bottom: '#e0894a' },
      { kind: 'glow', x: 800, y: 560, r: 520, color: '#ffcf8a' },
      // A flame and its bright heart.
      `<path d="M800,820 C660,760 640,620 720,520 C740,600 780,610 790,560 C760,470 800,380 880,330 C860,420 950,470 940,560 C960,540 975,510 970,470 C1040,560 1020,760 800,820 Z" fill="#f7a64b" opacity="0.9" filter="url(#soft)"/>`,
      `<path d="M800,800 C730,770 720,690 770,630 C780,680 810,690 820,650 C820,600 850,560 880,540 C880,600 930,640 900,720 C890,760 850,790 800,800 Z" fill="#ffe2a8" opacity="0.95" filter="url(#soft)"/>`,
      { kind: 'rays', x: 800, y: 560, count: 14, from: -180, to: 0, color: '#ffd9a0', opacity: 0.15 },
      { kind: 'bokeh', count: 30, color: '#ffd39a', y0: 100, y1: 700, r: [3, 9], opacity: [0.4, 0.8] },
    ],
  },
  {
    name: 'blog-science-of-depression',
    size: { w: 1600, h: 900 },
    layers: [
      { kind: 'sky', top: '#26304f', between: [[0.6, '#4b3f63']], bottom: '#8c5a6a' },
      { kind: 'glow', x: 800, y: 480, r: 560, color: '#f7c58c', opacity: 0.55 },
      { kind: 'network', count: 34, x0: 200, x1: 1400, y0: 150, y1: 850, reach: 240, line: '#ffd9ad', node: '#ffe6c0', halo: '#ffcf8f' },
    ],
  },
  {
    name: 'blog-calm-breathing',
    size: { w: 1600, h: 900 },
    layers: [
      { kind: 'sky', top: '#dfe7e3', between: [[0.5, '#f2dcc6']], bottom: '#eab896' },
      { kind: 'glow', x: 800, y: 480, r: 520, color: '#fff6e6' },
      { kind: 'breathRings', x: 800, y: 480, rings: 6, color: P.teal },
      { kind: 'sun', x: 800, y: 480, r: 70, color: '#fff4e2' },
      { kind: 'leaves', count: 8, y0: 650, y1: 950, size: [50, 100], colors: [P.sage, P.moss] },
    ],
  },
  {
    name: 'blog-subconscious-iceberg',
    size: { w: 1600, h: 900 },
    layers: [
      // A sky that meets the sea at a hard line.
      {
        kind: 'sky',
        top: '#f5dcc7',
        between: [
          [0.42, '#f0c3a0'],
          [0.42, '#6e9a9a'],
        ],
        bottom: '#27475a',
      },
      { kind: 'glow', x: 1150, y: 220, r: 360, color: '#fff3df' },
      // The tip of the iceberg, and the much larger part under the water.
      `<path d="M640,420 L720,300 L780,340 L840,260 L930,420 Z" fill="#fff8f0"/>`,
      `<path d="M640,420 L930,420 L1040,620 L960,820 L760,880 L560,760 L520,560 Z" fill="#cfe3e2" opacity="0.55"/>`,
      { kind: 'water', y: 420, top: 'rgba(0,0,0,0)', bottom: 'rgba(0,0,0,0)', ripples: 10 },
      { kind: 'bokeh', count: 24, color: '#e6f3f2', y0: 460, y1: 1000, r: [3, 8], opacity: [0.3, 0.6] },
    ],
  },
];
