// Writes the demo DJ photos and cover images under public/seed/djs/ (used by `npm run seed`).
// Each is drawn as SVG and stored as WebP, as a DJ's upload is served (as raster variants,
// decision 0026): a browser makes each SVG image a document of its own, parsed and laid out
// on the page's main thread, which cost a 16-card /discover about 150 ms at full CPU speed
// (decision 0036). Deterministic for a given sharp version (pinned in package.json). The
// files are build outputs: do not hand-edit them. After changing the design, run
// `npm run seed-art` and commit them.
//
// The app's own fallbacks (public/images/dj-fallback.svg and cover-fallback.svg, drawn by
// hand) are stored as WebP beside their SVG the same way.
//
// Each pair NN shares a palette: photo-NN.webp (640x640) and cover-NN.webp (1200x360).
// Pictures are flat, text-free shapes (records, headphones, decks, equaliser bars, sound
// waves) on a gradient with a soft glow, drawn at 256x256 and 600x180 and scaled up.

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public', 'seed', 'djs');

const PHOTO_SIZE = 256;
const COVER_WIDTH = 600;
const COVER_HEIGHT = 180;
/** How much larger the stored pictures are than the drawing: sharp for a phone-wide card. */
const OUTPUT_SCALE = { photo: 2.5, cover: 2 };
const WEBP = { quality: 80, effort: 6 };

// Dark base -> saturated hue for the background, an accent and a light tint.
// Brand colours (vinyl #1a1033, violet #6d28d9, pink #db2777) lead; the rest stay close.
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

const PHOTO_MOTIFS = ['vinyl', 'avatar', 'equaliser', 'turntable', 'waves', 'headphones'];
const COVER_MOTIFS = ['skyline', 'sine', 'rings', 'beams', 'dots', 'records'];

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

/** Numbers with at most one decimal: plenty for art drawn in whole pixels. */
const num = (v) => String(Math.round(v * 10) / 10);

/** An SVG document built shape by shape, in paint order. */
class Svg {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
  }

  element(tag, attrs) {
    const text = Object.entries(attrs)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}="${typeof v === 'number' ? num(v) : v}"`)
      .join(' ');
    return `<${tag} ${text}/>`;
  }

  add(tag, attrs, opacity = 1, clip = undefined) {
    this.body.push(
      this.element(tag, {
        ...attrs,
        opacity: opacity === 1 ? undefined : opacity,
        'clip-path': clip && `url(#${clip})`,
      }),
    );
  }

  /** A clip path from one element; returns its id. */
  clip(tag, attrs) {
    const id = `c${this.defs.length}`;
    this.defs.push(`<clipPath id="${id}">${this.element(tag, attrs)}</clipPath>`);
    return id;
  }

  /** Clip to the part of the picture between y0 and y1. */
  band(y0, y1) {
    return this.clip('rect', { x: 0, y: y0, width: this.width, height: y1 - y0 });
  }

  /**
   * Linear gradient from `from` (at the corner the direction (dx, dy) starts from) to `to`
   * (at the opposite corner), plus a soft glow of `to` around (glow.x, glow.y).
   */
  background(from, to, { dx, dy, glow }) {
    const { width: w, height: h } = this;
    const norm = Math.abs(dx) * w + Math.abs(dy) * h;
    const x1 = dx < 0 ? w : 0;
    const y1 = dy < 0 ? h : 0;
    const k = norm / (dx * dx + dy * dy);
    this.defs.push(
      `<linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x1 + dx * k)}" y2="${num(y1 + dy * k)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
      `<radialGradient id="glow"><stop offset="0" stop-color="${to}" stop-opacity="${glow.strength}"/><stop offset="0.5" stop-color="${to}" stop-opacity="${num(glow.strength / 4)}"/><stop offset="1" stop-color="${to}" stop-opacity="0"/></radialGradient>`,
    );
    this.add('rect', { width: w, height: h, fill: 'url(#bg)' });
    this.add('circle', { cx: glow.x, cy: glow.y, r: glow.r, fill: 'url(#glow)' });
  }

  circle(cx, cy, r, fill, opacity, clip) {
    this.add('circle', { cx, cy, r, fill }, opacity, clip);
  }

  ring(cx, cy, r, w, stroke, opacity, clip) {
    this.add('circle', { cx, cy, r, fill: 'none', stroke, 'stroke-width': w }, opacity, clip);
  }

  roundRect(x, y, width, height, rx, fill, opacity) {
    this.add('rect', { x, y, width, height, rx, fill }, opacity);
  }

  line(x1, y1, x2, y2, r, stroke, opacity) {
    const attrs = { x1, y1, x2, y2, stroke, 'stroke-width': 2 * r, 'stroke-linecap': 'round' };
    this.add('line', attrs, opacity);
  }

  polygon(points, fill, opacity) {
    this.add(
      'polygon',
      { points: points.map((p) => p.map(num).join(',')).join(' '), fill },
      opacity,
    );
  }

  toString() {
    const { width: w, height: h } = this;
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
      `<defs>${this.defs.join('')}</defs>`,
      ...this.body,
      '</svg>',
      '',
    ].join('\n');
  }
}

// ---------------------------------------------------------------------------
// Photos (256x256)
// ---------------------------------------------------------------------------

function drawVinyl(sv, p, rand) {
  const cx = 128 + (rand() - 0.5) * 24;
  const cy = 136 + (rand() - 0.5) * 16;
  sv.circle(cx + 6, cy + 8, 100, '#000000', 0.25);
  sv.circle(cx, cy, 100, '#140c26');
  for (let r = 92; r > 46; r -= 9) sv.ring(cx, cy, r, 2.5, '#2e2152');
  // A light streak across the grooves.
  const streak = sv.clip('polygon', {
    points: [
      [cx - 100, cy + 76],
      [cx + 100, cy - 104],
      [cx + 100, cy - 76],
      [cx - 100, cy + 104],
    ]
      .map((pt) => pt.map(num).join(','))
      .join(' '),
  });
  sv.ring(cx, cy, 72, 40, p.light, 0.12, streak);
  sv.circle(cx, cy, 38, p.accent);
  sv.ring(cx, cy, 28, 3, p.light, 0.55);
  sv.circle(cx, cy, 6, p.light);
}

function drawAvatar(sv, p, rand) {
  const cx = 128 + (rand() - 0.5) * 10;
  // Shoulders and head.
  sv.roundRect(cx - 86, 180, 172, 140, 60, p.light);
  sv.line(cx, 150, cx, 185, 18, p.light);
  sv.circle(cx, 112, 46, p.light);
  // Headphones: band over the head, cups over the ears.
  sv.ring(cx, 112, 54, 11, '#1a1033', 1, sv.band(0, 116));
  sv.roundRect(cx - 66, 96, 22, 42, 10, '#1a1033');
  sv.roundRect(cx + 44, 96, 22, 42, 10, '#1a1033');
  sv.roundRect(cx - 62, 103, 10, 28, 5, p.accent);
  sv.roundRect(cx + 52, 103, 10, 28, 5, p.accent);
  // Collar accent.
  sv.ring(cx, 178, 30, 6, p.accent, 0.9, sv.band(186, PHOTO_SIZE));
}

function drawEqualiser(sv, p, rand) {
  sv.circle(128, 128, 96, p.light, 0.08);
  const bars = 7;
  const gap = 8;
  const bw = 20;
  const x0 = 128 - (bars * bw + (bars - 1) * gap) / 2;
  for (let i = 0; i < bars; i++) {
    const h = 40 + Math.round(rand() * 110) + (i === 3 ? 20 : 0);
    const x = x0 + i * (bw + gap);
    const top = 200 - h;
    sv.roundRect(x, top, bw, h, 6, p.light, 0.92);
    sv.roundRect(x, top, bw, 12, 6, p.accent);
  }
  sv.roundRect(x0 - 10, 208, bars * bw + (bars - 1) * gap + 20, 6, 3, p.light, 0.5);
}

function drawTurntable(sv, p, rand) {
  sv.roundRect(34, 40, 188, 180, 22, '#000000', 0.25);
  sv.roundRect(30, 34, 188, 180, 22, '#140c26');
  sv.roundRect(30, 34, 188, 180, 22, p.light, 0.04);
  const cx = 110;
  const cy = 124;
  sv.circle(cx, cy, 70, '#0a0614');
  for (let r = 64; r > 30; r -= 8) sv.ring(cx, cy, r, 2, '#2e2152');
  sv.circle(cx, cy, 24, p.accent);
  sv.circle(cx, cy, 4, p.light);
  // Tone arm: pivot, arm, head.
  const angle = 0.35 + rand() * 0.3;
  const px = 192;
  const py = 58;
  const hx = px - Math.sin(angle) * 118;
  const hy = py + Math.cos(angle) * 118;
  sv.circle(px, py, 13, '#2e2152');
  sv.circle(px, py, 7, p.light, 0.85);
  sv.line(px, py, hx, hy, 4, p.light, 0.9);
  sv.roundRect(hx - 9, hy - 6, 18, 16, 4, p.light);
  // Pitch fader and knobs.
  sv.roundRect(196, 120, 8, 72, 4, '#2e2152');
  sv.roundRect(191, 140 + rand() * 30, 18, 10, 3, p.accent);
  sv.circle(48, 198, 6, p.accent, 0.9);
  sv.circle(66, 198, 6, p.light, 0.6);
}

function drawWaves(sv, p, rand) {
  const cx = 40 + rand() * 30;
  const cy = 216 - rand() * 30;
  for (let i = 0; i < 6; i++) {
    sv.ring(cx, cy, 44 + i * 32, 9, i % 2 ? p.accent : p.light, 0.75 - i * 0.09);
  }
  sv.circle(cx, cy, 26, p.light);
  sv.circle(cx, cy, 12, p.accent);
  sv.circle(196, 62, 22, p.accent, 0.85);
  sv.circle(196, 62, 9, p.light);
}

function drawHeadphones(sv, p, rand) {
  const cx = 128;
  const cy = 132 + (rand() - 0.5) * 10;
  // Soft disc behind, band, yokes, cups.
  sv.circle(cx, cy + 6, 92, p.light, 0.1);
  sv.ring(cx, cy, 76, 16, p.light, 1, sv.band(0, cy + 8));
  sv.ring(cx, cy, 76, 6, p.accent, 1, sv.band(0, cy - 30));
  for (const side of [-1, 1]) {
    const x = cx + side * 76;
    sv.roundRect(x - 14, cy - 4, 28, 30, 8, p.light);
    sv.roundRect(x - 24, cy + 14, 48, 72, 20, '#140c26');
    sv.roundRect(x - 16, cy + 24, 32, 52, 14, p.accent);
    sv.roundRect(x - 16, cy + 24, 32, 52, 14, p.light, 0.15);
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
  const sv = new Svg(PHOTO_SIZE, PHOTO_SIZE);
  const flip = index % 2 === 0 ? 1 : -1;
  sv.background(p.from, p.to, {
    dx: flip,
    dy: 1,
    glow: { x: 128 + flip * 60, y: 60, r: 200, strength: 0.25 },
  });
  PHOTO_DRAW[PHOTO_MOTIFS[index % PHOTO_MOTIFS.length]](sv, p, rand);
  return sv;
}

// ---------------------------------------------------------------------------
// Covers (600x180)
// ---------------------------------------------------------------------------

function coverSkyline(sv, p, rand) {
  const bw = 14;
  const gap = 6;
  for (let x = 6, i = 0; x < COVER_WIDTH; x += bw + gap, i++) {
    const wave = 0.5 + 0.5 * Math.sin(i * 0.45 + rand() * 0.6);
    const h = 24 + wave * 90 + rand() * 26;
    sv.roundRect(x, COVER_HEIGHT - h, bw, h + 8, 5, p.light, 0.28);
    sv.roundRect(x, COVER_HEIGHT - h, bw, 8, 4, p.accent, 0.9);
  }
}

function coverSine(sv, p, rand) {
  const lines = [
    { amp: 34, freq: 0.018, phase: rand() * 6, y: 96, w: 7, hex: p.accent, o: 0.95 },
    { amp: 24, freq: 0.026, phase: rand() * 6, y: 104, w: 4, hex: p.light, o: 0.6 },
    { amp: 44, freq: 0.012, phase: rand() * 6, y: 88, w: 3, hex: p.light, o: 0.35 },
  ];
  for (const l of lines) {
    const points = [];
    for (let x = 0; x <= COVER_WIDTH; x += 6) {
      points.push(`${x},${num(l.y + l.amp * Math.sin(x * l.freq + l.phase))}`);
    }
    const attrs = { points: points.join(' '), fill: 'none', stroke: l.hex, 'stroke-width': l.w };
    sv.add('polyline', { ...attrs, 'stroke-linejoin': 'round' }, l.o);
  }
}

function coverRings(sv, p, rand) {
  const cx = 470 + rand() * 60;
  const cy = 90;
  sv.circle(cx, cy, 210, '#140c26', 0.55);
  for (let r = 200; r > 70; r -= 14) sv.ring(cx, cy, r, 3, p.light, 0.18);
  sv.circle(cx, cy, 62, p.accent);
  sv.circle(cx, cy, 8, p.light);
  for (let i = 0; i < 5; i++) sv.circle(40 + i * 34, 140, 5, p.light, 0.5 - i * 0.08);
}

function coverBeams(sv, p, rand) {
  const sources = [90, 230, 370, 510];
  sources.forEach((sx, i) => {
    const spread = 40 + rand() * 30;
    const tilt = (rand() - 0.5) * 160;
    const points = [
      [sx - 6, -2],
      [sx + 6, -2],
      [sx + tilt + spread, COVER_HEIGHT + 2],
      [sx + tilt - spread, COVER_HEIGHT + 2],
    ];
    sv.polygon(points, i % 2 ? p.accent : p.light, 0.22);
    sv.roundRect(sx - 16, -6, 32, 16, 6, '#140c26');
    sv.circle(sx, 10, 5, i % 2 ? p.accent : p.light);
  });
  sv.roundRect(0, COVER_HEIGHT - 14, COVER_WIDTH, 14, 0, '#140c26', 0.7);
}

function coverDots(sv, p, rand) {
  const step = 30;
  const shift = rand() * 3;
  for (let y = step / 2; y < COVER_HEIGHT; y += step) {
    for (let x = step / 2; x < COVER_WIDTH; x += step) {
      const t = x / COVER_WIDTH;
      const r = 2 + 9 * t * (0.6 + 0.4 * Math.sin(y * 0.05 + shift + x * 0.01));
      sv.circle(x, y, r, (x / step + y / step) % 5 === 0 ? p.accent : p.light, 0.55);
    }
  }
}

function coverRecords(sv, p, rand) {
  for (let i = 0; i < 5; i++) {
    const cx = 70 + i * 115 + (rand() - 0.5) * 20;
    const cy = 90 + (i % 2 ? 22 : -18);
    const r = 62 + rand() * 16;
    sv.circle(cx + 4, cy + 6, r, '#000000', 0.25);
    sv.circle(cx, cy, r, '#140c26');
    for (let gr = r - 8; gr > r * 0.45; gr -= 8) sv.ring(cx, cy, gr, 2, '#2e2152');
    sv.circle(cx, cy, r * 0.33, i % 2 ? p.light : p.accent);
    sv.circle(cx, cy, 4, '#140c26');
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
  const sv = new Svg(COVER_WIDTH, COVER_HEIGHT);
  sv.background(p.from, p.to, {
    dx: 1,
    dy: 0.6,
    glow: { x: 300 + (rand() - 0.5) * 300, y: 40, r: 320, strength: 0.2 },
  });
  // Offset by 2 so a pair's photo and cover use unrelated motifs.
  COVER_DRAW[COVER_MOTIFS[(index + 2) % COVER_MOTIFS.length]](sv, p, rand);
  return sv;
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

const pad = (n) => String(n).padStart(2, '0');

/** Stores a drawing (a sharp pipeline) as WebP at `path`. */
async function writeWebp(path, drawing) {
  const data = await drawing.webp(WEBP).toBuffer();
  writeFileSync(path, data);
  console.log(`wrote ${relative(ROOT, path)} (${data.length} bytes)`);
}

mkdirSync(OUT_DIR, { recursive: true });
// Remove earlier outputs so a smaller palette list leaves no stale files.
for (const name of readdirSync(OUT_DIR)) {
  if (/^(photo|cover)-\d+\.(png|svg|webp)$/.test(name)) rmSync(join(OUT_DIR, name));
}
for (let i = 0; i < PALETTES.length; i++) {
  for (const [kind, svg] of [
    ['photo', renderPhoto(i)],
    ['cover', renderCover(i)],
  ]) {
    // librsvg draws at 72 dpi: a higher density draws the vectors at the output size.
    await writeWebp(
      join(OUT_DIR, `${kind}-${pad(i + 1)}.webp`),
      sharp(Buffer.from(svg.toString()), { density: 72 * OUTPUT_SCALE[kind] }),
    );
  }
}

// The shipped fallbacks, shown for a DJ without a photo or cover: same sizes, same reason.
const FALLBACKS_DIR = join(ROOT, 'public', 'images');
for (const [name, width] of [
  ['dj-fallback', PHOTO_SIZE * OUTPUT_SCALE.photo],
  ['cover-fallback', COVER_WIDTH * OUTPUT_SCALE.cover],
]) {
  await writeWebp(
    join(FALLBACKS_DIR, `${name}.webp`),
    sharp(join(FALLBACKS_DIR, `${name}.svg`), { density: 288 }).resize({ width }),
  );
}
