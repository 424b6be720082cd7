// Generates the demo DJ photos and cover images under public/seed/djs/ (used by `npm run seed`).
// Node built-ins only and fully deterministic: the same script always writes the same bytes.
// The PNGs are build outputs: do not hand-edit them. After changing the design, re-run
// `node scripts/generate-seed-images.mjs` and commit the results.
//
// Each pair NN shares a palette: photo-NN.png (256x256) and cover-NN.png (600x180). Pictures
// are flat, text-free shapes (records, headphones, decks, equaliser bars, sound waves) on a
// gradient, anti-aliased from signed distance functions. Gradients are drawn in a few dozen
// flat bands and colours are snapped to a small grid so zlib compresses them well.

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chunk, filterScanlines } from './lib/png.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public', 'seed', 'djs');

export const PHOTO_SIZE = 256;
export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 180;

// ---------------------------------------------------------------------------
// Palettes: dark base -> saturated hue for the background, an accent and a light tint.
// Brand colours (vinyl #1a1033, violet #6d28d9, pink #db2777) lead; the rest stay close.
// ---------------------------------------------------------------------------

const PALETTES = [
  { from: '#1a1033', to: '#6d28d9', accent: '#db2777', light: '#ede9fe' },
  { from: '#0b1a3a', to: '#0e7490', accent: '#f59e0b', light: '#cffafe' },
  { from: '#2a0a2e', to: '#be185d', accent: '#fbbf24', light: '#fce7f3' },
  { from: '#052e2b', to: '#0f766e', accent: '#a3e635', light: '#ccfbf1' },
  { from: '#1e1b4b', to: '#4338ca', accent: '#22d3ee', light: '#e0e7ff' },
  { from: '#3b0a0a', to: '#c2410c', accent: '#fde047', light: '#ffedd5' },
  { from: '#111827', to: '#7c3aed', accent: '#34d399', light: '#ede9fe' },
  { from: '#1f0a3d', to: '#a21caf', accent: '#67e8f9', light: '#fae8ff' },
  { from: '#0c1f3f', to: '#2563eb', accent: '#f472b6', light: '#dbeafe' },
  { from: '#2d0b1f', to: '#e11d48', accent: '#a78bfa', light: '#ffe4e6' },
  { from: '#0a2a1a', to: '#15803d', accent: '#facc15', light: '#dcfce7' },
  { from: '#231942', to: '#5e548e', accent: '#e0b1cb', light: '#f3e8ff' },
  { from: '#06222e', to: '#0891b2', accent: '#fb7185', light: '#e0f2fe' },
  { from: '#2b1306', to: '#b45309', accent: '#38bdf8', light: '#fef3c7' },
  { from: '#160f2e', to: '#9333ea', accent: '#fb923c', light: '#f3e8ff' },
  { from: '#0f172a', to: '#db2777', accent: '#60a5fa', light: '#fdf2f8' },
];

/**
 * Colour channels are snapped to a multiple of the first of these that keeps a file within its
 * budget (bytes): invisible on flat art, and it lets most images use a 256-colour palette.
 */
const SNAPS = [6, 8, 10, 12];
const PHOTO_BUDGET = 20_000;
const COVER_BUDGET = 25_000;
export const PAIR_COUNT = PALETTES.length;

const PHOTO_MOTIFS = ['vinyl', 'avatar', 'equaliser', 'turntable', 'waves', 'headphones'];
const COVER_MOTIFS = ['skyline', 'sine', 'rings', 'beams', 'dots', 'records'];

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

function parseHex(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

const mix = (a, b, t) => [0, 1, 2].map((k) => a[k] + (b[k] - a[k]) * t);
const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** mulberry32: a tiny seeded PRNG so every image is reproducible. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Signed distance functions (negative inside), in pixels.
const sdCircle = (cx, cy, r) => (x, y) => Math.hypot(x - cx, y - cy) - r;
const sdRing = (cx, cy, r, w) => (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - w / 2;
function sdRoundRect(cx, cy, hw, hh, rad) {
  return (x, y) => {
    const qx = Math.abs(x - cx) - hw + rad;
    const qy = Math.abs(y - cy) - hh + rad;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - rad;
  };
}
function sdCapsule(ax, ay, bx, by, r) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  return (x, y) => {
    const h = clamp01(((x - ax) * dx + (y - ay) * dy) / len2);
    return Math.hypot(x - ax - dx * h, y - ay - dy * h) - r;
  };
}
/** Intersection of two shapes. */
const sdAnd = (a, b) => (x, y) => Math.max(a(x, y), b(x, y));
/** Half-plane y <= limit. */
const sdAbove = (limit) => (_x, y) => y - limit;
/** Convex polygon (points clockwise in screen coordinates); a cheap, good-enough distance. */
function sdPolygon(points) {
  const edges = points.map(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % points.length];
    const len = Math.hypot(bx - ax, by - ay);
    return { ax, ay, nx: (by - ay) / len, ny: -(bx - ax) / len };
  });
  return (x, y) => {
    let d = -Infinity;
    for (const e of edges) d = Math.max(d, (x - e.ax) * e.nx + (y - e.ay) * e.ny);
    return d;
  };
}

// ---------------------------------------------------------------------------
// Canvas: RGB floats, painted with anti-aliased shapes
// ---------------------------------------------------------------------------

class Canvas {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.px = new Float32Array(width * height * 3);
  }

  /** Linear gradient from `from` to `to` along (dx, dy), in `bands` flat steps, plus a soft glow. */
  background(from, to, { dx = 1, dy = 1, bands = 28, glow = null } = {}) {
    const a = parseHex(from);
    const b = parseHex(to);
    const { width: w, height: h } = this;
    const norm = Math.abs(dx) * w + Math.abs(dy) * h;
    const ox = dx < 0 ? w : 0;
    const oy = dy < 0 ? h : 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let t = ((x - ox) * dx + (y - oy) * dy) / norm;
        if (glow) {
          const g = 1 - Math.hypot(x - glow.x, y - glow.y) / glow.r;
          if (g > 0) t += g * g * glow.strength;
        }
        t = Math.round(clamp01(t) * bands) / bands;
        const c = mix(a, b, t);
        this.px.set(c, (y * w + x) * 3);
      }
    }
  }

  /** Paints `sdf` in `hex` at `opacity`, visiting only the bounding box (x0, y0, x1, y1). */
  fill(sdf, hex, opacity = 1, box = [0, 0, this.width, this.height]) {
    const c = parseHex(hex);
    const x0 = Math.max(0, Math.floor(box[0]));
    const y0 = Math.max(0, Math.floor(box[1]));
    const x1 = Math.min(this.width, Math.ceil(box[2]));
    const y1 = Math.min(this.height, Math.ceil(box[3]));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const cover = clamp01(0.5 - sdf(x + 0.5, y + 0.5)) * opacity;
        if (cover <= 0) continue;
        const i = (y * this.width + x) * 3;
        for (let k = 0; k < 3; k++) this.px[i + k] += (c[k] - this.px[i + k]) * cover;
      }
    }
  }

  circle(cx, cy, r, hex, opacity) {
    this.fill(sdCircle(cx, cy, r), hex, opacity, [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1]);
  }

  ring(cx, cy, r, w, hex, opacity) {
    const o = r + w / 2 + 1;
    this.fill(sdRing(cx, cy, r, w), hex, opacity, [cx - o, cy - o, cx + o, cy + o]);
  }

  roundRect(x, y, w, h, rad, hex, opacity) {
    this.fill(sdRoundRect(x + w / 2, y + h / 2, w / 2, h / 2, rad), hex, opacity, [
      x - 1,
      y - 1,
      x + w + 1,
      y + h + 1,
    ]);
  }

  line(ax, ay, bx, by, r, hex, opacity) {
    this.fill(sdCapsule(ax, ay, bx, by, r), hex, opacity, [
      Math.min(ax, bx) - r - 1,
      Math.min(ay, by) - r - 1,
      Math.max(ax, bx) + r + 1,
      Math.max(ay, by) + r + 1,
    ]);
  }

  /** RGB bytes, every channel snapped to a multiple of `snap`. */
  toRgb(snap) {
    const out = new Uint8Array(this.px.length);
    for (let i = 0; i < out.length; i++) {
      out[i] = Math.min(255, Math.round(this.px[i] / snap) * snap);
    }
    return out;
  }
}

// ---------------------------------------------------------------------------
// Photos (256x256)
// ---------------------------------------------------------------------------

function drawVinyl(cv, p, rand) {
  const cx = 128 + (rand() - 0.5) * 24;
  const cy = 136 + (rand() - 0.5) * 16;
  cv.circle(cx + 6, cy + 8, 100, '#000000', 0.25);
  cv.circle(cx, cy, 100, '#140c26');
  for (let r = 92; r > 46; r -= 9) cv.ring(cx, cy, r, 2.5, '#2e2152');
  // A light streak across the grooves.
  cv.fill(
    sdAnd(sdRing(cx, cy, 72, 40), (x, y) => Math.abs(y - cy + (x - cx) * 0.9) - 14),
    p.light,
    0.12,
    [cx - 100, cy - 100, cx + 100, cy + 100],
  );
  cv.circle(cx, cy, 38, p.accent);
  cv.ring(cx, cy, 28, 3, p.light, 0.55);
  cv.circle(cx, cy, 6, p.light);
}

function drawAvatar(cv, p, rand) {
  const cx = 128 + (rand() - 0.5) * 10;
  // Shoulders and head.
  cv.fill(sdAnd(sdRoundRect(cx, 250, 86, 70, 60), sdAbove(256)), p.light, 1, [
    cx - 90,
    175,
    cx + 90,
    256,
  ]);
  cv.line(cx, 150, cx, 185, 18, p.light);
  cv.circle(cx, 112, 46, p.light);
  // Headphones: band over the head, cups over the ears.
  cv.fill(sdAnd(sdRing(cx, 112, 54, 11), sdAbove(116)), '#1a1033', 1, [cx - 62, 50, cx + 62, 120]);
  cv.roundRect(cx - 66, 96, 22, 42, 10, '#1a1033');
  cv.roundRect(cx + 44, 96, 22, 42, 10, '#1a1033');
  cv.roundRect(cx - 62, 103, 10, 28, 5, p.accent);
  cv.roundRect(cx + 52, 103, 10, 28, 5, p.accent);
  // Collar accent.
  cv.fill(
    sdAnd(sdRing(cx, 178, 30, 6), (_x, y) => 186 - y),
    p.accent,
    0.9,
    [cx - 40, 180, cx + 40, 215],
  );
}

function drawEqualiser(cv, p, rand) {
  cv.circle(128, 128, 96, p.light, 0.08);
  const bars = 7;
  const gap = 8;
  const bw = 20;
  const x0 = 128 - (bars * bw + (bars - 1) * gap) / 2;
  for (let i = 0; i < bars; i++) {
    const h = 40 + Math.round(rand() * 110) + (i === 3 ? 20 : 0);
    const x = x0 + i * (bw + gap);
    const top = 200 - h;
    cv.roundRect(x, top, bw, h, 6, p.light, 0.92);
    cv.roundRect(x, top, bw, 12, 6, p.accent);
  }
  cv.roundRect(x0 - 10, 208, bars * bw + (bars - 1) * gap + 20, 6, 3, p.light, 0.5);
}

function drawTurntable(cv, p, rand) {
  cv.roundRect(34, 40, 188, 180, 22, '#000000', 0.25);
  cv.roundRect(30, 34, 188, 180, 22, '#140c26');
  cv.roundRect(30, 34, 188, 180, 22, p.light, 0.04);
  const cx = 110;
  const cy = 124;
  cv.circle(cx, cy, 70, '#0a0614');
  for (let r = 64; r > 30; r -= 8) cv.ring(cx, cy, r, 2, '#2e2152');
  cv.circle(cx, cy, 24, p.accent);
  cv.circle(cx, cy, 4, p.light);
  // Tone arm: pivot, arm, head.
  const angle = 0.35 + rand() * 0.3;
  const px = 192;
  const py = 58;
  const hx = px - Math.sin(angle) * 118;
  const hy = py + Math.cos(angle) * 118;
  cv.circle(px, py, 13, '#2e2152');
  cv.circle(px, py, 7, p.light, 0.85);
  cv.line(px, py, hx, hy, 4, p.light, 0.9);
  cv.roundRect(hx - 9, hy - 6, 18, 16, 4, p.light);
  // Pitch fader and knobs.
  cv.roundRect(196, 120, 8, 72, 4, '#2e2152');
  cv.roundRect(191, 140 + rand() * 30, 18, 10, 3, p.accent);
  cv.circle(48, 198, 6, p.accent, 0.9);
  cv.circle(66, 198, 6, p.light, 0.6);
}

function drawWaves(cv, p, rand) {
  const cx = 40 + rand() * 30;
  const cy = 216 - rand() * 30;
  for (let i = 0; i < 6; i++) {
    cv.ring(cx, cy, 44 + i * 32, 9, i % 2 ? p.accent : p.light, 0.75 - i * 0.09);
  }
  cv.circle(cx, cy, 26, p.light);
  cv.circle(cx, cy, 12, p.accent);
  cv.circle(196, 62, 22, p.accent, 0.85);
  cv.circle(196, 62, 9, p.light);
}

function drawHeadphones(cv, p, rand) {
  const cx = 128;
  const cy = 132 + (rand() - 0.5) * 10;
  // Soft disc behind, band, yokes, cups.
  cv.circle(cx, cy + 6, 92, p.light, 0.1);
  cv.fill(sdAnd(sdRing(cx, cy, 76, 16), sdAbove(cy + 8)), p.light, 1, [
    cx - 90,
    cy - 90,
    cx + 90,
    cy + 10,
  ]);
  cv.fill(sdAnd(sdRing(cx, cy, 76, 6), sdAbove(cy - 30)), p.accent, 1, [
    cx - 90,
    cy - 90,
    cx + 90,
    cy,
  ]);
  for (const side of [-1, 1]) {
    const x = cx + side * 76;
    cv.roundRect(x - 14, cy - 4, 28, 30, 8, p.light);
    cv.roundRect(x - 24, cy + 14, 48, 72, 20, '#140c26');
    cv.roundRect(x - 16, cy + 24, 32, 52, 14, p.accent);
    cv.roundRect(x - 16, cy + 24, 32, 52, 14, p.light, 0.15);
  }
}

const PHOTO_DRAW = {
  vinyl: drawVinyl,
  avatar: drawAvatar,
  equaliser: drawEqualiser,
  turntable: drawTurntable,
  waves: drawWaves,
  headphones: drawHeadphones,
};

function renderPhoto(index) {
  const p = PALETTES[index];
  const rand = rng(1000 + index);
  const cv = new Canvas(PHOTO_SIZE, PHOTO_SIZE);
  const flip = index % 2 === 0 ? 1 : -1;
  cv.background(p.from, p.to, {
    dx: flip,
    dy: 1,
    glow: { x: 128 + flip * 60, y: 60, r: 200, strength: 0.25 },
  });
  PHOTO_DRAW[PHOTO_MOTIFS[index % PHOTO_MOTIFS.length]](cv, p, rand);
  return cv;
}

// ---------------------------------------------------------------------------
// Covers (600x180)
// ---------------------------------------------------------------------------

function coverSkyline(cv, p, rand) {
  const bw = 14;
  const gap = 6;
  for (let x = 6, i = 0; x < COVER_WIDTH; x += bw + gap, i++) {
    const wave = 0.5 + 0.5 * Math.sin(i * 0.45 + rand() * 0.6);
    const h = 24 + wave * 90 + rand() * 26;
    cv.roundRect(x, COVER_HEIGHT - h, bw, h + 8, 5, p.light, 0.28);
    cv.roundRect(x, COVER_HEIGHT - h, bw, 8, 4, p.accent, 0.9);
  }
}

function coverSine(cv, p, rand) {
  const lines = [
    { amp: 34, freq: 0.018, phase: rand() * 6, y: 96, w: 7, hex: p.accent, o: 0.95 },
    { amp: 24, freq: 0.026, phase: rand() * 6, y: 104, w: 4, hex: p.light, o: 0.6 },
    { amp: 44, freq: 0.012, phase: rand() * 6, y: 88, w: 3, hex: p.light, o: 0.35 },
  ];
  for (const l of lines) {
    const f = (x) => l.y + l.amp * Math.sin(x * l.freq + l.phase);
    const df = (x) => l.amp * l.freq * Math.cos(x * l.freq + l.phase);
    // Vertical distance divided by the slope factor: close to the true distance for a sine.
    cv.fill((x, y) => Math.abs(y - f(x)) / Math.sqrt(1 + df(x) ** 2) - l.w / 2, l.hex, l.o, [
      0,
      l.y - l.amp - l.w,
      COVER_WIDTH,
      l.y + l.amp + l.w,
    ]);
  }
}

function coverRings(cv, p, rand) {
  const cx = 470 + rand() * 60;
  const cy = 90;
  cv.circle(cx, cy, 210, '#140c26', 0.55);
  for (let r = 200; r > 70; r -= 14) cv.ring(cx, cy, r, 3, p.light, 0.18);
  cv.circle(cx, cy, 62, p.accent);
  cv.circle(cx, cy, 8, p.light);
  for (let i = 0; i < 5; i++) cv.circle(40 + i * 34, 140, 5, p.light, 0.5 - i * 0.08);
}

function coverBeams(cv, p, rand) {
  const sources = [90, 230, 370, 510];
  sources.forEach((sx, i) => {
    const spread = 40 + rand() * 30;
    const tilt = (rand() - 0.5) * 160;
    cv.fill(
      sdPolygon([
        [sx - 6, -2],
        [sx + 6, -2],
        [sx + tilt + spread, COVER_HEIGHT + 2],
        [sx + tilt - spread, COVER_HEIGHT + 2],
      ]),
      i % 2 ? p.accent : p.light,
      0.22,
    );
    cv.roundRect(sx - 16, -6, 32, 16, 6, '#140c26');
    cv.circle(sx, 10, 5, i % 2 ? p.accent : p.light);
  });
  cv.roundRect(0, COVER_HEIGHT - 14, COVER_WIDTH, 14, 0, '#140c26', 0.7);
}

function coverDots(cv, p, rand) {
  const step = 30;
  const shift = rand() * 3;
  for (let y = step / 2; y < COVER_HEIGHT; y += step) {
    for (let x = step / 2; x < COVER_WIDTH; x += step) {
      const t = x / COVER_WIDTH;
      // Radii in half-pixel steps: repeated dots compress to almost nothing.
      const r =
        Math.round(2 * (2 + 9 * t * (0.6 + 0.4 * Math.sin(y * 0.05 + shift + x * 0.01)))) / 2;
      cv.circle(x, y, r, (x / step + y / step) % 5 === 0 ? p.accent : p.light, 0.55);
    }
  }
}

function coverRecords(cv, p, rand) {
  for (let i = 0; i < 5; i++) {
    const cx = 70 + i * 115 + (rand() - 0.5) * 20;
    const cy = 90 + (i % 2 ? 22 : -18);
    const r = 62 + rand() * 16;
    cv.circle(cx + 4, cy + 6, r, '#000000', 0.25);
    cv.circle(cx, cy, r, '#140c26');
    for (let gr = r - 8; gr > r * 0.45; gr -= 8) cv.ring(cx, cy, gr, 2, '#2e2152');
    cv.circle(cx, cy, r * 0.33, i % 2 ? p.light : p.accent);
    cv.circle(cx, cy, 4, '#140c26');
  }
}

const COVER_DRAW = {
  skyline: coverSkyline,
  sine: coverSine,
  rings: coverRings,
  beams: coverBeams,
  dots: coverDots,
  records: coverRecords,
};

function renderCover(index) {
  const p = PALETTES[index];
  const rand = rng(2000 + index);
  const cv = new Canvas(COVER_WIDTH, COVER_HEIGHT);
  cv.background(p.from, p.to, {
    dx: 1,
    dy: 0.6,
    bands: 32,
    glow: { x: 300 + (rand() - 0.5) * 300, y: 40, r: 320, strength: 0.2 },
  });
  // Offset by 2 so a pair's photo and cover use unrelated motifs.
  COVER_DRAW[COVER_MOTIFS[(index + 2) % COVER_MOTIFS.length]](cv, p, rand);
  return cv;
}

// ---------------------------------------------------------------------------
// PNG encoder (8-bit truecolour, or palette when the image has at most 256 colours),
// adapted from scripts/generate-icons.mjs.
// ---------------------------------------------------------------------------

function ihdr(width, height, colourType) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = colourType;
  return data; // compression, filter method and interlace: 0
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function encodeTruecolour(rgb, width, height) {
  const raw = filterScanlines(rgb, width, height, 3);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr(width, height, 2)),
    chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Palette PNG, or null when the image has more than 256 colours. */
function encodePalette(rgb, width, height) {
  const index = new Map();
  const indices = new Uint8Array(width * height);
  for (let p = 0; p < indices.length; p++) {
    const key = (rgb[p * 3] << 16) | (rgb[p * 3 + 1] << 8) | rgb[p * 3 + 2];
    let i = index.get(key);
    if (i === undefined) {
      if (index.size === 256) return null;
      i = index.size;
      index.set(key, i);
    }
    indices[p] = i;
  }
  const plte = Buffer.alloc(index.size * 3);
  for (const [key, i] of index) {
    plte[i * 3] = (key >> 16) & 0xff;
    plte[i * 3 + 1] = (key >> 8) & 0xff;
    plte[i * 3 + 2] = key & 0xff;
  }
  const raw = filterScanlines(indices, width, height, 1, 0);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr(width, height, 3)),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The smaller of the truecolour and (when possible) palette encodings. */
function encodeRgb(rgb, width, height) {
  const truecolour = encodeTruecolour(rgb, width, height);
  const palette = encodePalette(rgb, width, height);
  return palette && palette.length < truecolour.length ? palette : truecolour;
}

/** The finest colour snap whose PNG fits `budget` bytes (the coarsest one otherwise). */
function encodeCanvas(cv, budget) {
  let png;
  for (const snap of SNAPS) {
    png = encodeRgb(cv.toRgb(snap), cv.width, cv.height);
    if (png.length <= budget) break;
  }
  return png;
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

const pad = (n) => String(n).padStart(2, '0');

function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  // Remove earlier outputs so a smaller PAIR_COUNT leaves no stale files.
  for (const name of readdirSync(OUT_DIR)) {
    if (/^(photo|cover)-\d+\.png$/.test(name)) rmSync(join(OUT_DIR, name));
  }
  for (let i = 0; i < PAIR_COUNT; i++) {
    const outputs = [
      [`photo-${pad(i + 1)}.png`, encodeCanvas(renderPhoto(i), PHOTO_BUDGET)],
      [`cover-${pad(i + 1)}.png`, encodeCanvas(renderCover(i), COVER_BUDGET)],
    ];
    for (const [name, data] of outputs) {
      const path = join(OUT_DIR, name);
      writeFileSync(path, data);
      console.log(`wrote ${relative(ROOT, path)} (${data.length} bytes)`);
    }
  }
}

main();
