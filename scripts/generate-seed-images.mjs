// @ts-check
// Generates the original illustrations of the local seed (content/seed/images/*.jpg): one per treatment,
// a portrait-style illustration for the About page and the blog video posters. What each picture shows is
// in scripts/lib/seed-images/scenes.mjs and how its motifs are drawn in render.mjs; this rasterises the
// SVG with sharp. Deterministic (randomness seeded by the picture's name), so re-running it reproduces
// the same files.
//
//   node scripts/generate-seed-images.mjs            # all images
//   node scripts/generate-seed-images.mjs sleep-moon # only names containing "sleep-moon"
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sceneSvg } from './lib/seed-images/render.mjs';
import { SCENES } from './lib/seed-images/scenes.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'seed', 'images');

const filter = process.argv[2];
mkdirSync(OUT, { recursive: true });
for (const scene of SCENES) {
  if (filter && !scene.name.includes(filter)) continue;
  const file = join(OUT, `${scene.name}.jpg`);
  await sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(file);
  const kb = Math.round(statSync(file).size / 1024);
  console.log(`${scene.name}.jpg ${kb} KB${kb >= 200 ? '  (over 200 KB!)' : ''}`);
}
