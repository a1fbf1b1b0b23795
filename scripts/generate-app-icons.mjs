// @ts-check
// Writes the installable app's icons (public/icons/) from the site's mark (public/favicon.svg), with sharp:
// 192 and 512 pixels as drawn, and a maskable 512 whose mark sits inside the safe circle (80%) on the brand colour,
// so a launcher's mask never cuts it. Run once after changing the mark: `node scripts/generate-app-icons.mjs`.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`);
mkdirSync(`${publicDir}icons`, { recursive: true });

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${publicDir}icons/app-${size}.png`);
}

// Maskable: the full square in the mark's colour, the mark's circles at 60% in the middle (inside the safe zone).
const inner = 308; // about 60%, even so it centres on whole pixels
const circles = await sharp(mark, { density: (72 * inner) / 32 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#cc4e00' } })
  .composite([{ input: circles, left: (512 - inner) / 2, top: (512 - inner) / 2 }])
  .png({ compressionLevel: 9, palette: true })
  .toFile(`${publicDir}icons/app-maskable-512.png`);
console.log('Wrote public/icons/app-192.png, app-512.png, app-maskable-512.png');
