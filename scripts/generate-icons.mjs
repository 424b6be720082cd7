// Generates every Spinbook app icon (SVG + PNGs) from the GEOMETRY table below.
// The files under public/icons/ and public/favicon.svg are build outputs: do not hand-edit them.
// After changing the design, re-run `node scripts/generate-icons.mjs` and commit the results.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chunk, filterScanlines } from './lib/png.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = join(ROOT, 'public');
const ICONS_DIR = join(PUBLIC_DIR, 'icons');

// ---------------------------------------------------------------------------
// Design: single source of truth for both the SVG text and the rasteriser.
// Coordinates are in a 512x512 viewBox; shapes are painted in order.
//   disc: filled circle of radius r
//   ring: circle outline centred on radius r with stroke `width`
// ---------------------------------------------------------------------------

const VIEWBOX = 512;
const CENTER = VIEWBOX / 2;

const COLORS = {
  vinyl: '#1a1033',
  groove: '#2e2152',
  violet: '#6d28d9',
  pink: '#db2777',
  white: '#ffffff',
};

/** @type {Array<{ kind: 'disc', r: number, fill: string } | { kind: 'ring', r: number, width: number, stroke: string }>} */
const GEOMETRY = [
  { kind: 'disc', r: 240, fill: COLORS.vinyl },
  { kind: 'ring', r: 214, width: 4, stroke: COLORS.groove },
  { kind: 'ring', r: 188, width: 4, stroke: COLORS.groove },
  { kind: 'ring', r: 162, width: 4, stroke: COLORS.groove },
  { kind: 'ring', r: 136, width: 4, stroke: COLORS.groove },
  { kind: 'disc', r: 100, fill: COLORS.violet },
  { kind: 'ring', r: 66, width: 10, stroke: COLORS.pink },
  { kind: 'disc', r: 14, fill: COLORS.white },
];

/** Outer radius of the whole design, used to scale it into a safe zone. */
const DESIGN_RADIUS = Math.max(
  ...GEOMETRY.map((s) => (s.kind === 'ring' ? s.r + s.width / 2 : s.r)),
);

/**
 * Raster outputs.
 *   background: null for transparent, or a hex colour painted full-bleed.
 *   recordRadius: outer radius of the record as a fraction of the icon size;
 *                 null keeps the viewBox proportions (record radius 240/512).
 */
const RASTER_TARGETS = [
  { file: 'pwa-192.png', size: 192, background: null, recordRadius: null },
  { file: 'pwa-512.png', size: 512, background: null, recordRadius: null },
  // Maskable icons may be cropped to a circle of radius 40% of the size.
  { file: 'maskable-512.png', size: 512, background: COLORS.violet, recordRadius: 0.4 },
  { file: 'apple-touch-icon.png', size: 180, background: COLORS.vinyl, recordRadius: null },
];

const SUPERSAMPLE = 4; // 4x4 samples per pixel

// ---------------------------------------------------------------------------
// SVG
// ---------------------------------------------------------------------------

function renderSvg() {
  const shapes = GEOMETRY.map((s) =>
    s.kind === 'disc'
      ? `  <circle cx="${CENTER}" cy="${CENTER}" r="${s.r}" fill="${s.fill}"/>`
      : `  <circle cx="${CENTER}" cy="${CENTER}" r="${s.r}" fill="none" stroke="${s.stroke}" stroke-width="${s.width}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX} ${VIEWBOX}" width="${VIEWBOX}" height="${VIEWBOX}">`,
    '  <title>Spinbook</title>',
    ...shapes,
    '</svg>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------
// Rasteriser
// ---------------------------------------------------------------------------

function parseHex(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** Returns true when a point at distance d from the centre (design units) is inside shape s. */
function covers(s, d) {
  if (s.kind === 'disc') return d <= s.r;
  const half = s.width / 2;
  return d >= s.r - half && d <= s.r + half;
}

/**
 * Rasterises GEOMETRY into straight (non-premultiplied) RGBA bytes.
 * Every shape is opaque, so each sample takes the colour of the topmost
 * shape covering it (or the background); samples are averaged premultiplied.
 */
function rasterise({ size, background, recordRadius }) {
  const designToPixel =
    recordRadius === null ? size / VIEWBOX : (recordRadius * size) / DESIGN_RADIUS;
  const pixelToDesign = 1 / designToPixel;
  const centrePx = size / 2;

  // Paint order reversed so the first match is the topmost shape.
  const topFirst = GEOMETRY.map((s) => ({
    s,
    rgb: parseHex(s.kind === 'disc' ? s.fill : s.stroke),
  })).reverse();
  const bg = background === null ? null : parseHex(background);

  const n = SUPERSAMPLE;
  const samples = n * n;
  const out = new Uint8Array(size * size * 4);

  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        const y = (py + (sy + 0.5) / n - centrePx) * pixelToDesign;
        for (let sx = 0; sx < n; sx++) {
          const x = (px + (sx + 0.5) / n - centrePx) * pixelToDesign;
          const d = Math.hypot(x, y);
          let rgb = bg;
          for (const shape of topFirst) {
            if (covers(shape.s, d)) {
              rgb = shape.rgb;
              break;
            }
          }
          if (rgb !== null) {
            r += rgb[0];
            g += rgb[1];
            b += rgb[2];
            a += 1;
          }
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        out[i] = Math.round(r / a);
        out[i + 1] = Math.round(g / a);
        out[i + 2] = Math.round(b / a);
        out[i + 3] = Math.round((a / samples) * 255);
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// PNG encoder (IHDR + IDAT + IEND, 8-bit truecolour with or without alpha)
// ---------------------------------------------------------------------------

function encodePng(rgba, width, height) {
  const opaque = rgba.every((v, i) => i % 4 !== 3 || v === 255);
  const bpp = opaque ? 3 : 4;
  const stride = width * bpp;

  const pixels = new Uint8Array(height * stride);
  for (let p = 0, q = 0; p < rgba.length; p += 4) {
    pixels[q++] = rgba[p];
    pixels[q++] = rgba[p + 1];
    pixels[q++] = rgba[p + 2];
    if (!opaque) pixels[q++] = rgba[p + 3];
  }

  const raw = filterScanlines(pixels, width, height, bpp);

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = opaque ? 2 : 6; // colour type: truecolour / truecolour + alpha
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method: adaptive
  ihdr[12] = 0; // interlace: none

  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

function write(path, data) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`wrote ${relative(ROOT, path)} (${Buffer.byteLength(data)} bytes)`);
}

const svg = renderSvg();
write(join(ICONS_DIR, 'spinbook.svg'), svg);
write(join(PUBLIC_DIR, 'favicon.svg'), svg);

for (const target of RASTER_TARGETS) {
  const rgba = rasterise(target);
  write(join(ICONS_DIR, target.file), encodePng(rgba, target.size, target.size));
}
