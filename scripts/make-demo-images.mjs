// @ts-check
/**
 * Renders the illustrations used by the demo blog posts (app/content/demo/posts.ts) and by the organisation's own
 * pages (home, about, the six programs: page-*.jpg, app/domain/media/page-images.server.ts).
 * Each picture is drawn from SVG shapes only (no text, so no fonts are needed), using the
 * post's category colour as its main palette, and written as a small progressive JPEG:
 *
 *   node scripts/make-demo-images.mjs            (all of them)
 *   node scripts/make-demo-images.mjs page-      (only those whose name contains "page-")
 *
 * Output: app/content/demo/images/<post slug>.jpg and page-<slot>.jpg (1200x675).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const W = 1200;
const H = 675;
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app/content/demo/images");

// Same colours as app/content/categories.ts.
/** @type {Record<string, string>} */
const COLORS = {
  "Mental Health": "#8B5CF6",
  "Environmental Health": "#059669",
  "Animal Health": "#D97706",
  "Human Health": "#DC2626",
  Research: "#2563EB",
  "Community Outreach": "#DB2777",
  Policy: "#4B5563",
  Education: "#0891B2",
};

// ---------------------------------------------------------------- colour helpers

const toRgb = (/** @type {string} */ hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (/** @type {number[]} */ rgb) =>
  "#" +
  rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const mix = (/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ t) =>
  toHex(toRgb(a).map((v, i) => v + (toRgb(b)[i] - v) * t));
const tint = (/** @type {string} */ c, /** @type {number} */ t) => mix(c, "#ffffff", t);
const shade = (/** @type {string} */ c, /** @type {number} */ t) => mix(c, "#000000", t);

/** @param {string} base */
/** @typedef {ReturnType<typeof palette>} Palette */

/** @param {string} base */
function palette(base) {
  return {
    base,
    pale: tint(base, 0.9),
    lighter: tint(base, 0.75),
    light: tint(base, 0.5),
    soft: tint(base, 0.25),
    dark: shade(base, 0.25),
    darker: shade(base, 0.45),
    deep: shade(base, 0.65),
    warm: mix("#F59E0B", base, 0.2),
    sun: tint(mix(base, "#FDE68A", 0.75), 0.2),
  };
}

// ---------------------------------------------------------------- building blocks

const defs = (/** @type {Palette} */ p) => `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.lighter}"/>
      <stop offset="0.7" stop-color="${p.pale}"/>
      <stop offset="1" stop-color="${tint(p.sun, 0.4)}"/>
    </linearGradient>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.darker}"/>
      <stop offset="1" stop-color="${p.dark}"/>
    </linearGradient>
    <linearGradient id="diag" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.pale}"/>
      <stop offset="1" stop-color="${p.lighter}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.sun}" stop-opacity="0.95"/>
      <stop offset="0.45" stop-color="${p.sun}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${p.sun}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="soft-glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>`;

const svg = (/** @type {Palette} */ p, /** @type {string} */ body, bg = "url(#sky)") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(p)}
  <rect width="${W}" height="${H}" fill="${bg}"/>${body}</svg>`;

const sun = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r, /** @type {Palette} */ p) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 3.2}" fill="url(#glow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.sun}"/>`;

/**
 * Rolling hills, back to front: the "land of a thousand hills".
 * @param {Palette} p
 * @param {number} [top]
 */
function hills(p, top = 400) {
  const t = top;
  return `
  <path d="M0 ${t} C 150 ${t - 90} 300 ${t - 70} 420 ${t - 20} S 700 ${t - 120} 860 ${t - 60} S 1100 ${t - 40} 1200 ${t - 90} L1200 ${H} L0 ${H} Z" fill="${p.light}" opacity="0.8"/>
  <path d="M0 ${t + 70} C 200 ${t - 10} 380 ${t + 10} 560 ${t + 60} S 900 ${t - 10} 1200 ${t + 40} L1200 ${H} L0 ${H} Z" fill="${p.soft}"/>
  <path d="M0 ${t + 150} C 260 ${t + 80} 520 ${t + 110} 700 ${t + 150} S 1000 ${t + 100} 1200 ${t + 130} L1200 ${H} L0 ${H} Z" fill="${p.base}"/>
  <path d="M0 ${t + 230} C 300 ${t + 180} 600 ${t + 200} 900 ${t + 230} S 1150 ${t + 215} 1200 ${t + 220} L1200 ${H} L0 ${H} Z" fill="${p.dark}"/>`;
}

/** Terraced rows on a hillside (tea / crops). */
const terraces = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ w,
  /** @type {number} */ n,
  /** @type {string} */ color,
) =>
  Array.from({ length: n }, (_, i) => {
    const yy = y + i * 16;
    const off = i * 10;
    return `<path d="M${x + off} ${yy} Q ${x + w / 2} ${yy - 14} ${x + w - off} ${yy}" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.55"/>`;
  }).join("");

const cloud = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ fill,
  opacity = 0.9,
) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}" opacity="${opacity}">
    <ellipse cx="0" cy="0" rx="70" ry="34"/><circle cx="-35" cy="-12" r="32"/><circle cx="18" cy="-30" r="42"/><circle cx="58" cy="-6" r="28"/>
  </g>`;

const leaf = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {number} */ rot,
  /** @type {string} */ fill,
  /** @type {string} */ vein,
) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">
    <path d="M0 0 C 30 -42 90 -44 120 0 C 90 44 30 42 0 0 Z" fill="${fill}"/>
    <path d="M4 0 L 112 0" stroke="${vein}" stroke-width="3" stroke-linecap="round"/>
    <path d="M40 0 L 62 -18 M60 0 L 82 -16 M40 0 L 62 18 M60 0 L 82 16" stroke="${vein}" stroke-width="2" stroke-linecap="round"/>
  </g>`;

const drop = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ fill,
  shine = "#ffffff",
) =>
  `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 -60 C 18 -32 40 -8 40 18 A40 40 0 0 1 -40 18 C -40 -8 -18 -32 0 -60 Z" fill="${fill}"/>
    <path d="M-20 12 A 22 22 0 0 0 -4 38" stroke="${shine}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>
  </g>`;

const heartPath =
  "M0 30 C -10 20 -60 -5 -60 -38 C -60 -62 -38 -76 -18 -70 C -8 -67 -3 -60 0 -54 C 3 -60 8 -67 18 -70 C 38 -76 60 -62 60 -38 C 60 -5 10 20 0 30 Z";
const heart = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ s, /** @type {string} */ fill) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="${heartPath}" fill="${fill}"/>`;

/** A simple standing person: head and rounded shoulders. */
const person = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ fill,
) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <circle cx="0" cy="-120" r="30"/>
    <path d="M-52 0 L-52 -40 C -52 -70 -30 -82 0 -82 C 30 -82 52 -70 52 -40 L52 0 Z"/>
  </g>`;

/** Ankole cow, facing right, with the long lyre-shaped horns of the region. */
const cow = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ s, /** @type {string} */ fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <path d="M-120 -40 C -120 -80 -90 -95 -40 -95 L 60 -95 C 95 -95 110 -80 112 -55 L 112 -20 C 110 5 95 12 80 12 L -95 12 C -112 12 -120 -5 -120 -40 Z"/>
    <rect x="-106" y="0" width="22" height="62" rx="8"/><rect x="-72" y="0" width="22" height="62" rx="8"/>
    <rect x="52" y="0" width="22" height="62" rx="8"/><rect x="84" y="0" width="22" height="62" rx="8"/>
    <path d="M-118 -60 C -140 -50 -146 -10 -138 25" stroke="${fill}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <circle cx="-138" cy="28" r="8"/>
    <path d="M90 -92 C 112 -118 150 -120 168 -100 L 194 -42 C 200 -26 190 -12 174 -12 L 152 -12 C 130 -12 118 -35 108 -55 Z"/>
    <ellipse cx="118" cy="-100" rx="22" ry="10" transform="rotate(-25 118 -100)"/>
    <path d="M138 -110 C 96 -140 78 -200 104 -252" stroke="${fill}" stroke-width="15" fill="none" stroke-linecap="round"/>
    <path d="M152 -110 C 200 -140 230 -195 206 -252" stroke="${fill}" stroke-width="15" fill="none" stroke-linecap="round"/>
    <path d="M20 -95 C 30 -118 62 -120 78 -95 Z"/>
  </g>`;

const goat = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ s, /** @type {string} */ fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <path d="M-70 -30 C -70 -60 -50 -68 -20 -68 L 40 -68 C 60 -68 70 -58 70 -40 L 70 -15 C 70 0 60 5 50 5 L -58 5 C -68 5 -70 -10 -70 -30 Z"/>
    <rect x="-60" y="0" width="11" height="55" rx="4"/><rect x="-38" y="0" width="11" height="55" rx="4"/>
    <rect x="35" y="0" width="11" height="55" rx="4"/><rect x="55" y="0" width="11" height="55" rx="4"/>
    <path d="M-68 -48 L -88 -70" stroke="${fill}" stroke-width="8" stroke-linecap="round"/>
    <path d="M55 -62 L 80 -100 C 88 -110 105 -108 108 -95 L 112 -70 C 113 -60 105 -55 97 -58 L 70 -45 Z"/>
    <path d="M84 -104 C 80 -125 66 -135 55 -132" stroke="${fill}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M104 -68 L 100 -45" stroke="${fill}" stroke-width="6" stroke-linecap="round"/>
  </g>`;

const dog = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ s, /** @type {string} */ fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <path d="M-100 -30 C -100 -62 -80 -72 -50 -72 L 50 -72 C 75 -72 90 -60 90 -35 L 90 -10 C 90 5 78 10 65 10 L -85 10 C -98 10 -100 -10 -100 -30 Z"/>
    <rect x="-88" y="0" width="16" height="70" rx="7"/><rect x="-60" y="0" width="16" height="70" rx="7"/>
    <rect x="48" y="0" width="16" height="70" rx="7"/><rect x="74" y="0" width="16" height="70" rx="7"/>
    <path d="M-96 -50 C -130 -70 -140 -110 -120 -130" stroke="${fill}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M60 -65 C 60 -110 90 -130 120 -128 C 140 -126 150 -112 168 -104 C 185 -97 186 -78 168 -74 L 125 -70 C 110 -55 80 -45 60 -65 Z"/>
    <path d="M100 -122 L 96 -168 L 128 -130 Z"/>
  </g>`;

const shield = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ fill,
  /** @type {string} */ check,
) =>
  `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 -90 L 75 -62 L 75 0 C 75 50 40 80 0 95 C -40 80 -75 50 -75 0 L -75 -62 Z" fill="${fill}"/>
    <path d="M-32 2 L -8 28 L 36 -24" stroke="${check}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

const tree = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ trunk,
  /** @type {string} */ crown,
) =>
  `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-8" y="-70" width="16" height="70" fill="${trunk}"/>
    <ellipse cx="0" cy="-100" rx="70" ry="40" fill="${crown}"/><ellipse cx="-30" cy="-120" rx="40" ry="26" fill="${crown}"/><ellipse cx="28" cy="-126" rx="44" ry="28" fill="${crown}"/>
  </g>`;

const bananaPlant = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ fill,
) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <rect x="-7" y="-110" width="14" height="110" rx="5"/>
    <path d="M0 -105 C -40 -150 -110 -150 -140 -120 C -90 -125 -40 -115 0 -100 Z"/>
    <path d="M0 -108 C 40 -160 110 -160 135 -130 C 90 -132 40 -120 0 -100 Z"/>
    <path d="M0 -110 C -10 -160 -50 -200 -85 -205 C -55 -180 -25 -150 0 -105 Z"/>
    <path d="M0 -110 C 15 -165 55 -195 90 -195 C 58 -172 28 -145 0 -105 Z"/>
  </g>`;

/** Paper sheet with "text" drawn as bars. */
const sheet = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ w,
  /** @type {number} */ h,
  /** @type {number} */ rot,
  /** @type {string} */ paper,
  /** @type {string} */ ink,
) => {
  const lines = Array.from({ length: Math.floor((h - 70) / 28) }, (_, i) => {
    const lw = i % 3 === 2 ? w * 0.45 : w * 0.7;
    return `<rect x="${x + 30}" y="${y + 60 + i * 28}" width="${lw}" height="10" rx="5" fill="${ink}" opacity="0.35"/>`;
  }).join("");
  return `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})">
    <rect x="${x + 8}" y="${y + 10}" width="${w}" height="${h}" rx="12" fill="#000" opacity="0.12"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${paper}"/>
    <rect x="${x + 30}" y="${y + 26}" width="${w * 0.5}" height="14" rx="7" fill="${ink}" opacity="0.7"/>${lines}
  </g>`;
};

const book = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ w,
  /** @type {number} */ h,
  /** @type {string} */ cover,
  /** @type {string} */ pages,
) =>
  `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${cover}"/>
    <rect x="${x + 10}" y="${y + 8}" width="${w - 18}" height="${h - 16}" rx="4" fill="${pages}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h * 0.35}" rx="8" fill="${cover}"/>
    <rect x="${x + 24}" y="${y + h * 0.1}" width="${w * 0.3}" height="${h * 0.12}" rx="3" fill="${pages}" opacity="0.6"/></g>`;

const bubble = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ w,
  /** @type {number} */ h,
  /** @type {string} */ fill,
  tailLeft = true,
) => {
  const tx = tailLeft ? x + 40 : x + w - 40;
  const dir = tailLeft ? -1 : 1;
  return `<g fill="${fill}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2.4}"/>
    <path d="M${tx - 20} ${y + h - 5} L ${tx + dir * 30} ${y + h + 45} L ${tx + 25} ${y + h - 5} Z"/></g>`;
};

/** A woman facing us: head with a headwrap, a flared dress. */
const woman = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ fill,
  /** @type {string} */ wrap,
) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <circle cx="0" cy="-122" r="28"/>
    <path d="M-30 -136 C -30 -170 30 -170 30 -136 C 20 -146 -20 -146 -30 -136 Z" fill="${wrap ?? fill}"/>
    <path d="M-62 0 L -40 -62 C -36 -76 -22 -84 0 -84 C 22 -84 36 -76 40 -62 L 62 0 Z"/>
  </g>`;

/** A small house with a pitched roof and a door. */
const house = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ wall,
  /** @type {string} */ roof,
  /** @type {string} */ door,
) =>
  `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-40" y="-50" width="80" height="50" fill="${wall}"/>
    <path d="M-50 -48 L 0 -90 L 50 -48 Z" fill="${roof}"/>
    <rect x="-10" y="-28" width="20" height="28" fill="${door}"/>
  </g>`;

/** A tent seen from the front, its door flap open. */
const tent = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ s,
  /** @type {string} */ cloth,
  /** @type {string} */ shade,
  /** @type {string} */ door,
) =>
  `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-110 0 L 0 -120 L 110 0 Z" fill="${cloth}"/>
    <path d="M0 -120 L 110 0 L 60 0 Z" fill="${shade}"/>
    <path d="M-28 0 L 0 -62 L 28 0 Z" fill="${door}"/>
    <path d="M0 -120 L 0 -140" stroke="${shade}" stroke-width="6" stroke-linecap="round"/>
  </g>`;

/** A football: a white ball with dark patches. */
const ball = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r, /** @type {string} */ patch) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#ffffff" stroke="${patch}" stroke-width="${r / 8}"/>
    <path d="M0 ${-r * 0.35} L ${r * 0.33} ${-r * 0.1} L ${r * 0.2} ${r * 0.3} L ${-r * 0.2} ${r * 0.3} L ${-r * 0.33} ${-r * 0.1} Z" fill="${patch}"/></g>`;

/** Small chalk marks: a person, a paw print, a leaf, joined by lines (One Health on a blackboard). */
const chalkOneHealth = (/** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ chalk) =>
  `<g transform="translate(${x} ${y})" stroke="${chalk}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="-150" cy="-40" r="22"/><path d="M-190 30 C -190 -5 -110 -5 -110 30"/>
    <ellipse cx="0" cy="60" rx="26" ry="20"/><circle cx="-32" cy="28" r="9"/><circle cx="-11" cy="14" r="9"/><circle cx="11" cy="14" r="9"/><circle cx="32" cy="28" r="9"/>
    <path d="M110 20 C 110 -30 140 -60 200 -66 C 200 -16 170 14 110 20 Z"/><path d="M110 20 L 160 -30"/>
    <path d="M-110 0 L -50 30 M50 30 L 100 5 M-110 -60 L 100 -60" stroke-dasharray="4 16"/>
  </g>`;

// ---------------------------------------------------------------- scenes

/** @type {Record<string, (p: Palette) => string>} */
const scenes = {
  /** Two peers side by side, a heart between them. */
  support: (p) =>
    svg(
      p,
      `${sun(960, 170, 60, p)}${hills(p, 430)}
      <circle cx="600" cy="300" r="230" fill="url(#soft-glow)"/>
      ${person(470, 600, 1.7, p.darker)}${person(730, 600, 1.7, p.deep)}
      ${heart(600, 220, 1.25, p.warm)}
      <path d="M520 430 C 560 470 640 470 680 430" stroke="${p.lighter}" stroke-width="14" fill="none" stroke-linecap="round"/>
      ${cloud(230, 140, 1.1, "#ffffff", 0.75)}`,
    ),

  /** A head in profile, filled with calm circles: the mind. */
  mind: (p) =>
    svg(
      p,
      `<circle cx="300" cy="140" r="260" fill="${p.soft}" opacity="0.25"/>
      <circle cx="1050" cy="560" r="300" fill="${p.soft}" opacity="0.25"/>
      <g transform="translate(460 90)">
        <path d="M140 560 L 140 470 C 40 440 0 360 0 260 C 0 110 110 0 260 0 C 410 0 500 100 500 230 C 500 270 490 300 510 330 L 545 390 C 552 405 542 415 528 415 L 500 415 L 500 460 C 500 490 480 505 450 505 L 380 505 L 380 560 Z" fill="${p.darker}"/>
        <circle cx="230" cy="200" r="95" fill="${p.base}"/>
        <circle cx="330" cy="170" r="75" fill="${p.soft}"/>
        <circle cx="300" cy="280" r="70" fill="${p.light}"/>
        <circle cx="170" cy="300" r="55" fill="${p.soft}" opacity="0.85"/>
        <circle cx="400" cy="250" r="40" fill="${p.warm}"/>
        <path d="M180 190 C 220 150 270 170 290 210 S 360 260 390 230" stroke="${p.pale}" stroke-width="10" fill="none" stroke-linecap="round"/>
      </g>
      <g fill="${p.warm}">
        <circle cx="260" cy="420" r="16"/><circle cx="210" cy="360" r="10"/><circle cx="300" cy="320" r="8"/>
        <circle cx="1080" cy="160" r="14"/><circle cx="1130" cy="240" r="9"/>
      </g>
      <path d="M80 560 C 160 520 240 600 320 560 S 480 520 560 560" stroke="${p.base}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.6"/>`,
      "url(#diag)",
    ),

  /** Water drops, waves and leaves: safe water at school. */
  water: (p) =>
    svg(
      p,
      `${sun(200, 150, 55, p)}
      <path d="M0 470 C 150 430 300 510 450 470 S 750 430 900 470 S 1100 510 1200 470 L1200 675 L0 675 Z" fill="${p.light}"/>
      <path d="M0 530 C 150 490 300 570 450 530 S 750 490 900 530 S 1100 570 1200 530 L1200 675 L0 675 Z" fill="${p.base}"/>
      <path d="M0 600 C 150 560 300 640 450 600 S 750 560 900 600 S 1100 640 1200 600 L1200 675 L0 675 Z" fill="${p.dark}"/>
      ${drop(640, 280, 2.3, p.base, p.pale)}${drop(820, 360, 1.2, p.soft, "#fff")}${drop(500, 380, 0.9, p.dark, p.lighter)}
      ${leaf(860, 220, 1.3, -30, p.dark, p.lighter)}${leaf(360, 260, 1.1, 200, p.soft, p.pale)}${leaf(960, 300, 0.9, 10, p.base, p.pale)}
      ${cloud(1000, 120, 0.9, "#ffffff", 0.8)}`,
    ),

  /** Rain clouds over a river winding between hills. */
  rain: (p) => {
    const drops = Array.from({ length: 28 }, (_, i) => {
      const x = 120 + ((i * 157) % 960);
      const y = 200 + ((i * 71) % 170);
      return `<path d="M${x} ${y} l -10 28" stroke="${p.dark}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`;
    }).join("");
    return svg(
      p,
      `${hills(p, 430)}
      <path d="M600 675 C 560 620 700 590 640 540 S 560 500 620 470 S 700 450 660 430" stroke="${p.pale}" stroke-width="60" fill="none" stroke-linecap="round"/>
      <path d="M600 675 C 560 620 700 590 640 540 S 560 500 620 470 S 700 450 660 430" stroke="${p.lighter}" stroke-width="30" fill="none" stroke-linecap="round"/>
      ${drops}
      ${cloud(300, 150, 1.7, p.darker, 0.85)}${cloud(700, 120, 2, p.dark, 0.9)}${cloud(1020, 170, 1.4, p.darker, 0.8)}
      ${bananaPlant(180, 560, 0.9, p.deep)}${bananaPlant(1040, 575, 1.1, p.deep)}`,
      "url(#diag)",
    );
  },

  /** Sunrise over the hills with Ankole cattle and a goat. */
  cattle: (p) =>
    svg(
      p,
      `${sun(820, 330, 80, p)}${hills(p, 410)}
      ${terraces(80, 470, 380, 5, p.pale)}
      ${cow(470, 560, 1.25, p.deep)}${goat(860, 590, 0.95, p.deep)}
      ${tree(1080, 560, 0.95, p.deep, p.darker)}${bananaPlant(140, 610, 0.8, p.deep)}
      ${cloud(300, 130, 1, "#ffffff", 0.7)}`,
    ),

  /** A dog under a protective shield: vaccination. */
  dog: (p) =>
    svg(
      p,
      `${sun(220, 160, 55, p)}${hills(p, 450)}
      <circle cx="880" cy="300" r="230" fill="url(#soft-glow)"/>
      ${dog(470, 575, 1.5, p.deep)}
      ${shield(900, 290, 1.3, p.base, p.pale)}
      <g transform="translate(1070 130) rotate(35)">
        <rect x="-14" y="-70" width="28" height="110" rx="8" fill="${p.pale}" stroke="${p.darker}" stroke-width="6"/>
        <rect x="-14" y="-10" width="28" height="50" rx="4" fill="${p.warm}"/>
        <rect x="-4" y="40" width="8" height="40" fill="${p.darker}"/><rect x="-24" y="-84" width="48" height="14" rx="5" fill="${p.darker}"/>
      </g>
      ${cloud(560, 110, 0.9, "#ffffff", 0.75)}`,
    ),

  /** A heart with a pulse line. */
  pulse: (p) =>
    svg(
      p,
      `<circle cx="600" cy="330" r="300" fill="${p.soft}" opacity="0.18"/>
      <circle cx="600" cy="330" r="220" fill="${p.soft}" opacity="0.2"/>
      ${heart(600, 370, 3.3, p.base)}
      <path d="M470 230 C 450 240 440 260 440 280" stroke="${p.pale}" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.8"/>
      <path d="M0 340 L 330 340 L 370 280 L 420 420 L 470 200 L 520 400 L 560 340 L 640 340 L 680 300 L 720 380 L 760 340 L 1200 340" stroke="${p.pale}" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
      <path d="M0 340 L 330 340 L 370 280 L 420 420 L 470 200 L 520 400 L 560 340 L 640 340 L 680 300 L 720 380 L 760 340 L 1200 340" stroke="${p.darker}" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
      <g fill="${p.dark}" opacity="0.8">
        <rect x="140" y="500" width="90" height="28" rx="14"/><rect x="171" y="469" width="28" height="90" rx="14"/>
        <rect x="970" y="150" width="70" height="22" rx="11"/><rect x="994" y="126" width="22" height="70" rx="11"/>
      </g>`,
      "url(#diag)",
    ),

  /** A bed net over a sleeping mat under a moonlit rainy sky. */
  net: (p) => {
    const stars = Array.from(
      { length: 18 },
      (_, i) =>
        `<circle cx="${60 + ((i * 211) % 1100)}" cy="${40 + ((i * 97) % 220)}" r="${2 + (i % 3)}" fill="${p.pale}" opacity="0.8"/>`,
    ).join("");
    const mesh = Array.from({ length: 9 }, (_, i) => {
      const x = 390 + i * 52.5;
      return `<path d="M600 150 Q ${(x + 600) / 2} 300 ${x} 560" stroke="${p.pale}" stroke-width="3" fill="none" opacity="0.55"/>`;
    }).join("");
    return svg(
      p,
      `${stars}
      <circle cx="980" cy="130" r="70" fill="${p.sun}"/><circle cx="1010" cy="110" r="62" fill="${p.darker}"/>
      <path d="M0 560 C 300 520 900 520 1200 560 L 1200 675 L 0 675 Z" fill="${p.deep}"/>
      <rect x="400" y="500" width="420" height="60" rx="14" fill="${p.base}"/>
      <rect x="420" y="488" width="140" height="30" rx="14" fill="${p.lighter}"/>
      <path d="M600 150 C 520 200 380 360 370 560 L 830 560 C 820 360 680 200 600 150 Z" fill="${p.lighter}" opacity="0.35"/>
      ${mesh}
      <path d="M370 560 L 830 560" stroke="${p.pale}" stroke-width="6" opacity="0.7"/>
      <circle cx="600" cy="150" r="12" fill="${p.pale}"/>
      ${shield(180, 380, 0.9, p.base, p.pale)}
      <g transform="translate(1030 400)" stroke="${p.pale}" stroke-linecap="round" fill="none">
        <ellipse cx="-14" cy="-16" rx="20" ry="9" transform="rotate(-35 -14 -16)" fill="${p.pale}" stroke="none" opacity="0.6"/>
        <ellipse cx="10" cy="-18" rx="20" ry="9" transform="rotate(35 10 -18)" fill="${p.pale}" stroke="none" opacity="0.6"/>
        <path d="M-26 6 L 26 -6" stroke-width="7"/><path d="M26 -6 L 44 -10" stroke-width="3"/>
        <path d="M-10 4 L -22 28 M0 2 L -4 30 M10 0 L 14 28" stroke-width="3"/>
        <circle r="58" stroke-width="7"/><path d="M-41 -41 L 41 41" stroke-width="7"/>
      </g>`,
      "url(#dusk)",
    );
  },

  /** Microscope beside bar and line charts. */
  research: (p) =>
    svg(
      p,
      `<rect x="640" y="110" width="470" height="440" rx="28" fill="#ffffff" opacity="0.85"/>
      <g fill="${p.base}">
        <rect x="700" y="400" width="60" height="100" rx="8" fill="${p.light}"/>
        <rect x="790" y="330" width="60" height="170" rx="8" fill="${p.soft}"/>
        <rect x="880" y="260" width="60" height="240" rx="8"/>
        <rect x="970" y="190" width="60" height="310" rx="8" fill="${p.dark}"/>
      </g>
      <path d="M700 330 L 820 260 L 900 290 L 1040 160" stroke="${p.warm}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <g fill="${p.warm}"><circle cx="700" cy="330" r="14"/><circle cx="820" cy="260" r="14"/><circle cx="900" cy="290" r="14"/><circle cx="1040" cy="160" r="14"/></g>
      <g transform="translate(330 580)" fill="${p.deep}">
        <rect x="-150" y="-20" width="300" height="40" rx="14"/>
        <path d="M40 -20 C 110 -60 120 -180 60 -260 L 30 -240 C 80 -170 70 -80 10 -40 Z"/>
        <rect x="-60" y="-120" width="140" height="22" rx="8"/>
        <g transform="rotate(-28 -10 -260)">
          <rect x="-40" y="-400" width="60" height="200" rx="14"/>
          <rect x="-50" y="-430" width="80" height="40" rx="10"/>
          <rect x="-24" y="-210" width="28" height="60" rx="6"/>
        </g>
        <circle cx="80" cy="-250" r="26" fill="${p.dark}"/>
      </g>
      <g fill="${p.base}" opacity="0.5"><circle cx="150" cy="150" r="40"/><circle cx="230" cy="110" r="22"/><circle cx="120" cy="250" r="16"/></g>
      <g stroke="${p.base}" stroke-width="4" opacity="0.5"><path d="M150 150 L 230 110 M150 150 L 120 250"/></g>`,
      "url(#diag)",
    ),

  /** A circle of young people around a shared centre. */
  circle: (p) => {
    const people = Array.from({ length: 9 }, (_, i) => {
      const a = (i / 9) * Math.PI * 2 - Math.PI / 2;
      const x = 600 + Math.cos(a) * 300;
      const y = 360 + Math.sin(a) * 170;
      const s = 0.7 + (Math.sin(a) + 1) * 0.22;
      const c = [p.deep, p.darker, p.dark][i % 3];
      return { y, svg: person(x, y + 60 * s, s, c) };
    })
      .sort((a, b) => a.y - b.y)
      .map((o) => o.svg)
      .join("");
    return svg(
      p,
      `${sun(1030, 120, 50, p)}
      <path d="M0 420 C 300 360 900 360 1200 420 L 1200 675 L 0 675 Z" fill="${p.soft}"/>
      <path d="M0 520 C 300 480 900 480 1200 520 L 1200 675 L 0 675 Z" fill="${p.base}"/>
      <ellipse cx="600" cy="400" rx="330" ry="160" fill="${p.light}" opacity="0.8"/>
      <circle cx="600" cy="380" r="70" fill="${p.warm}"/>
      ${heart(600, 395, 0.7, p.pale)}
      ${people}
      ${cloud(200, 120, 1, "#ffffff", 0.75)}`,
    );
  },

  /** A mother with a child on her back and a small one by her hand, on the hills at sunrise. */
  mothers: (p) =>
    svg(
      p,
      `${sun(600, 330, 90, p)}${hills(p, 420)}
      <g fill="${p.deep}">
        <circle cx="560" cy="300" r="34"/>
        <path d="M500 560 L 510 420 C 512 372 530 350 560 350 C 590 350 608 372 610 420 L 625 560 Z"/>
        <ellipse cx="520" cy="400" rx="38" ry="46"/><circle cx="505" cy="345" r="22"/>
        <circle cx="690" cy="440" r="24"/>
        <path d="M655 560 L 662 500 C 664 475 674 465 690 465 C 706 465 716 475 718 500 L 725 560 Z"/>
        <path d="M608 440 C 630 470 650 480 668 490" stroke="${p.deep}" stroke-width="14" fill="none" stroke-linecap="round"/>
      </g>
      <path d="M520 370 C 540 400 590 410 612 380" stroke="${p.warm}" stroke-width="10" fill="none" stroke-linecap="round"/>
      ${bananaPlant(230, 600, 1, p.deep)}${tree(980, 590, 1.1, p.deep, p.darker)}
      ${cloud(250, 140, 0.9, "#ffffff", 0.7)}${cloud(950, 170, 0.8, "#ffffff", 0.6)}`,
    ),

  /** Documents, a tick and a gavel: accountability and policy. */
  policy: (p) =>
    svg(
      p,
      `<circle cx="1040" cy="120" r="220" fill="${p.soft}" opacity="0.25"/>
      ${sheet(170, 130, 330, 420, -8, "#ffffff", p.darker)}
      ${sheet(430, 110, 330, 440, 4, p.pale, p.darker)}
      <g transform="translate(640 470)"><circle r="62" fill="${p.base}"/><path d="M-28 0 L -8 22 L 30 -20" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
      <g transform="translate(930 380) rotate(-35)" fill="${p.deep}">
        <rect x="-110" y="-34" width="220" height="68" rx="16"/>
        <rect x="-130" y="-44" width="34" height="88" rx="10"/><rect x="96" y="-44" width="34" height="88" rx="10"/>
        <rect x="-12" y="30" width="24" height="200" rx="10"/>
      </g>
      <rect x="820" y="560" width="240" height="36" rx="12" fill="${p.darker}"/>
      <rect x="850" y="530" width="180" height="36" rx="12" fill="${p.dark}"/>`,
      "url(#diag)",
    ),

  /** A stack of books under a graduation cap, a leaf growing beside it. */
  books: (p) =>
    svg(
      p,
      `${sun(1010, 150, 55, p)}
      <path d="M0 560 C 300 530 900 530 1200 560 L 1200 675 L 0 675 Z" fill="${p.soft}"/>
      ${book(370, 470, 460, 80, p.darker, p.pale)}
      ${book(400, 390, 400, 80, p.base, "#ffffff")}
      ${book(350, 310, 430, 80, p.dark, p.pale)}
      <g transform="translate(580 250)">
        <path d="M-200 0 L 0 -80 L 200 0 L 0 80 Z" fill="${p.deep}"/>
        <path d="M-120 35 L -120 95 C -60 140 60 140 120 95 L 120 35 L 0 80 Z" fill="${p.darker}"/>
        <path d="M160 15 L 160 110" stroke="${p.warm}" stroke-width="8" stroke-linecap="round"/><circle cx="160" cy="118" r="14" fill="${p.warm}"/>
      </g>
      <path d="M930 550 C 930 480 940 420 960 370" stroke="${p.deep}" stroke-width="10" fill="none" stroke-linecap="round"/>
      ${leaf(955, 440, 0.9, -40, p.base, p.pale)}${leaf(945, 480, 0.8, 200, p.dark, p.pale)}${leaf(960, 372, 0.7, -80, p.soft, p.pale)}
      ${cloud(220, 140, 1, "#ffffff", 0.75)}`,
    ),

  /** Two people talking, speech bubbles with shapes instead of words. */
  talk: (p) =>
    svg(
      p,
      `<circle cx="600" cy="340" r="280" fill="${p.soft}" opacity="0.2"/>
      ${person(380, 640, 1.9, p.darker)}${person(820, 640, 1.9, p.deep)}
      ${bubble(180, 90, 330, 130, "#ffffff", false)}
      ${bubble(690, 130, 330, 130, p.base, true)}
      <g fill="${p.base}"><circle cx="260" cy="155" r="18"/><circle cx="330" cy="155" r="18"/><circle cx="400" cy="155" r="18"/></g>
      ${heart(855, 215, 0.65, "#ffffff")}
      <g fill="${p.warm}"><circle cx="600" cy="90" r="12"/><circle cx="640" cy="60" r="8"/></g>
      <path d="M480 470 L 720 470" stroke="${p.lighter}" stroke-width="12" stroke-dasharray="2 26" stroke-linecap="round"/>`,
      "url(#diag)",
    ),
};

/**
 * The organisation's own pages (home, about, the six programs): each has a picture drawn for it, never one of the
 * blog's, so no two pages (and no page and post) show the same file. Their alt text is in the catalogue
 * (app/i18n/<lang>/pages.ts, pictureAlt), in the three languages, and says what is drawn here.
 */
/** @type {Record<string, (p: Palette) => string>} */
const pageScenes = {
  /** One Health: young people, a cow and a tree together on the hills. */
  home: (p) =>
    svg(
      p,
      `${sun(860, 250, 75, p)}${hills(p, 400)}
      ${tree(1040, 560, 1.05, p.deep, p.darker)}
      ${cow(770, 575, 1.05, p.deep)}
      ${woman(330, 600, 1.55, p.darker, p.warm)}${person(500, 600, 1.6, p.deep)}
      ${cloud(250, 130, 1, "#ffffff", 0.75)}${cloud(620, 90, 0.7, "#ffffff", 0.6)}`,
    ),

  /** Our story: three young people on a path through terraced hills, the town's houses on the hilltop. */
  about: (p) =>
    svg(
      p,
      `${sun(250, 150, 55, p)}
      <path d="M0 330 C 200 250 420 230 640 280 S 1000 230 1200 280 L1200 675 L0 675 Z" fill="${p.light}"/>
      ${house(760, 270, 0.8, p.pale, p.dark, p.darker)}${house(840, 262, 0.7, "#ffffff", p.base, p.darker)}${house(920, 270, 0.85, p.pale, p.darker, p.dark)}${house(1010, 262, 0.7, "#ffffff", p.dark, p.darker)}${house(690, 282, 0.6, "#ffffff", p.base, p.dark)}
      <path d="M0 420 C 250 360 500 380 700 420 S 1000 380 1200 410 L1200 675 L0 675 Z" fill="${p.soft}"/>
      ${terraces(60, 430, 420, 6, p.pale)}${terraces(760, 440, 380, 5, p.pale)}
      <path d="M0 520 C 300 480 700 500 1200 520 L1200 675 L0 675 Z" fill="${p.base}"/>
      <path d="M560 675 C 600 620 560 580 620 540 S 720 480 760 430" stroke="${p.pale}" stroke-width="56" fill="none" stroke-linecap="round" opacity="0.9"/>
      ${person(470, 640, 1.25, p.deep)}${woman(600, 640, 1.3, p.darker, p.warm)}${person(730, 640, 1.15, p.deep)}
      ${cloud(560, 110, 0.9, "#ffffff", 0.7)}`,
    ),

  /** Maternal health: a pregnant woman walking to a small health centre with a cross. */
  "program-maternal-health": (p) =>
    svg(
      p,
      `${sun(200, 140, 55, p)}${hills(p, 450)}
      <g transform="translate(860 560)">
        <rect x="-200" y="-190" width="400" height="190" fill="#ffffff"/>
        <path d="M-230 -186 L 0 -290 L 230 -186 Z" fill="${p.dark}"/>
        <rect x="-36" y="-100" width="72" height="100" fill="${p.darker}"/>
        <rect x="-160" y="-140" width="70" height="56" fill="${p.lighter}"/><rect x="90" y="-140" width="70" height="56" fill="${p.lighter}"/>
        <g transform="translate(0 -228)"><rect x="-12" y="-34" width="24" height="68" rx="4" fill="#DC2626"/><rect x="-34" y="-12" width="68" height="24" rx="4" fill="#DC2626"/></g>
      </g>
      <g fill="${p.deep}" transform="translate(420 600)">
        <circle cx="8" cy="-238" r="30"/>
        <path d="M-20 -262 C -14 -288 30 -290 36 -258 C 20 -270 -2 -270 -20 -262 Z" fill="${p.warm}"/>
        <path d="M-30 0 L -34 -120 C -36 -170 -20 -196 10 -200 C 30 -202 38 -190 38 -170 C 60 -150 78 -120 74 -90 C 70 -64 52 -54 40 -52 L 48 0 Z"/>
        <path d="M-8 -170 C 10 -140 30 -120 50 -116" stroke="${p.deep}" stroke-width="14" fill="none" stroke-linecap="round"/>
      </g>
      <path d="M480 600 C 560 590 620 585 660 570" stroke="${p.pale}" stroke-width="10" stroke-dasharray="2 24" stroke-linecap="round" fill="none"/>
      ${bananaPlant(150, 620, 0.9, p.deep)}
      ${cloud(560, 120, 0.9, "#ffffff", 0.75)}`,
    ),

  /** GBV prevention: an open hand raised to say stop, beside a phone that shows a heart (safe help). */
  "program-gbv-prevention": (p) =>
    svg(
      p,
      `<circle cx="430" cy="340" r="260" fill="${p.soft}" opacity="0.3"/>
      <circle cx="880" cy="360" r="200" fill="${p.light}" opacity="0.25"/>
      <g transform="translate(430 600)" fill="${p.darker}">
        <rect x="-95" y="-260" width="190" height="210" rx="60"/>
        <rect x="-95" y="-380" width="40" height="170" rx="20"/>
        <rect x="-45" y="-420" width="40" height="200" rx="20"/>
        <rect x="5" y="-410" width="40" height="190" rx="20"/>
        <rect x="55" y="-370" width="40" height="160" rx="20"/>
        <rect x="-200" y="-170" width="150" height="42" rx="21" transform="rotate(52 -70 -149)"/>
        <rect x="-70" y="-70" width="140" height="80" rx="20"/>
      </g>
      <g transform="translate(880 360)">
        <rect x="-110" y="-200" width="220" height="400" rx="32" fill="${p.deep}"/>
        <rect x="-92" y="-165" width="184" height="320" rx="12" fill="${p.pale}"/>
        ${heart(0, 10, 0.95, p.base)}
        <circle cx="0" cy="178" r="12" fill="${p.light}"/>
      </g>
      <g fill="${p.warm}"><circle cx="1080" cy="130" r="14"/><circle cx="1120" cy="190" r="9"/><circle cx="160" cy="560" r="12"/></g>`,
      "url(#diag)",
    ),

  /** Education: two students at desks in front of a blackboard with One Health drawn on it. */
  "program-education": (p) =>
    svg(
      p,
      `<rect width="${W}" height="470" fill="${p.pale}"/>
      <rect x="220" y="70" width="760" height="320" rx="14" fill="${p.warm}"/>
      <rect x="240" y="90" width="720" height="280" rx="8" fill="#1F3B32"/>
      ${chalkOneHealth(600, 230, "#F8FAFC")}
      <rect x="300" y="382" width="140" height="12" rx="6" fill="#F8FAFC" opacity="0.8"/>
      <path d="M0 470 L 1200 470 L 1200 675 L 0 675 Z" fill="${p.soft}"/>
      ${person(390, 640, 1.25, p.darker)}${woman(800, 640, 1.25, p.deep, p.warm)}
      <g fill="${p.dark}">
        <rect x="260" y="560" width="260" height="34" rx="8"/><rect x="280" y="594" width="18" height="81"/><rect x="482" y="594" width="18" height="81"/>
        <rect x="670" y="560" width="260" height="34" rx="8"/><rect x="690" y="594" width="18" height="81"/><rect x="892" y="594" width="18" height="81"/>
      </g>
      ${book(330, 530, 120, 34, p.base, "#ffffff")}${book(740, 532, 110, 30, p.darker, p.pale)}`,
    ),

  /** Human rights: balanced scales above a row of people holding hands. */
  "program-human-rights": (p) => {
    const row = [160, 330, 500, 670, 840, 1010];
    const people = row
      .map((x, i) =>
        i % 2
          ? woman(x, 640, 1.05, [p.deep, p.darker][i % 2 === 1 ? 1 : 0], p.warm)
          : person(x, 640, 1.05, i % 4 ? p.dark : p.deep),
      )
      .join("");
    const hands = row
      .slice(0, -1)
      .map(
        (x) =>
          `<path d="M${x + 40} 580 C ${x + 70} 610 ${x + 100} 610 ${x + 130} 580" stroke="${p.darker}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
      )
      .join("");
    return svg(
      p,
      `<circle cx="600" cy="230" r="240" fill="url(#soft-glow)"/>
      <g transform="translate(600 60)" fill="${p.deep}">
        <circle cx="0" cy="0" r="18"/>
        <rect x="-10" y="0" width="20" height="320" rx="8"/>
        <rect x="-90" y="312" width="180" height="26" rx="10"/>
        <rect x="-280" y="40" width="560" height="16" rx="8"/>
        <path d="M-250 56 L -320 200 M-250 56 L -180 200 M250 56 L 180 200 M250 56 L 320 200" stroke="${p.deep}" stroke-width="6"/>
        <path d="M-340 200 L -160 200 C -170 250 -330 250 -340 200 Z"/>
        <path d="M160 200 L 340 200 C 330 250 170 250 160 200 Z"/>
      </g>
      <path d="M0 600 C 300 570 900 570 1200 600 L1200 675 L0 675 Z" fill="${p.soft}"/>
      ${hands}${people}`,
      "url(#diag)",
    );
  },

  /** Climate: a watering can over a young tree in a mound of soil, young trees on the hills behind. */
  "program-climate": (p) => {
    const saplings = [140, 260, 900, 1040, 1140]
      .map((x, i) => tree(x, 470 + (i % 2) * 12, 0.38, p.deep, p.dark))
      .join("");
    // The stream, from the can's spout down onto the young tree's leaves.
    const water = Array.from({ length: 9 }, (_, i) => {
      const t = i / 8;
      return `<path d="M${655 - t * 80 + (i % 3) * 10} ${372 + t * 70 + (i % 2) * 8} l -9 16" stroke="#38BDF8" stroke-width="7" stroke-linecap="round"/>`;
    }).join("");
    return svg(
      p,
      `${sun(180, 130, 55, p)}${cloud(420, 110, 1, "#ffffff", 0.8)}
      <path d="M0 460 C 200 400 420 410 600 450 S 1000 410 1200 440 L1200 675 L0 675 Z" fill="${p.soft}"/>
      ${saplings}
      <path d="M0 560 C 300 520 900 520 1200 560 L1200 675 L0 675 Z" fill="${p.base}"/>
      <path d="M380 620 C 420 540 680 540 720 620 Z" fill="#7C4A1E"/>
      <path d="M550 580 C 550 520 548 470 552 400" stroke="${p.deep}" stroke-width="12" fill="none" stroke-linecap="round"/>
      ${leaf(552, 470, 0.8, -35, p.dark, p.pale)}${leaf(550, 500, 0.75, 215, p.base, p.pale)}${leaf(552, 410, 0.65, -75, p.soft, p.pale)}
      <g transform="translate(820 250) rotate(-18)">
        <rect x="-70" y="-60" width="150" height="120" rx="20" fill="${p.warm}"/>
        <path d="M-70 -30 L -170 40 L -160 55 L -60 0 Z" fill="${p.warm}"/>
        <rect x="-190" y="30" width="44" height="30" rx="6" fill="${p.warm}" transform="rotate(-35 -170 45)"/>
        <path d="M80 -40 C 140 -40 140 40 80 40" stroke="${p.warm}" stroke-width="16" fill="none"/>
        <path d="M-40 -60 C -40 -110 50 -110 50 -60" stroke="${p.warm}" stroke-width="14" fill="none"/>
      </g>
      ${water}`,
    );
  },

  /** Refugee support: tents on a hillside, two children playing football in front. */
  "program-refugee-support": (p) =>
    svg(
      p,
      `${sun(1000, 140, 60, p)}
      <path d="M0 360 C 300 290 700 280 1200 350 L1200 675 L0 675 Z" fill="${p.light}"/>
      ${tent(180, 400, 0.8, "#ffffff", p.pale, p.dark)}${tent(420, 380, 0.95, "#ffffff", p.pale, p.darker)}${tent(690, 390, 0.85, "#ffffff", p.pale, p.dark)}${tent(960, 405, 0.9, "#ffffff", p.pale, p.darker)}
      <path d="M0 470 C 300 430 900 430 1200 470 L1200 675 L0 675 Z" fill="${p.base}"/>
      ${person(430, 630, 1.05, p.deep)}${woman(780, 630, 1.0, p.darker, p.warm)}
      ${ball(610, 610, 30, p.deep)}
      <path d="M470 600 C 520 560 560 570 580 590" stroke="${p.pale}" stroke-width="6" stroke-dasharray="2 18" stroke-linecap="round" fill="none"/>
      ${cloud(300, 130, 0.9, "#ffffff", 0.75)}`,
    ),
};

/** Each page picture's file (app/content/demo/images) and colour. */
export const PAGE_IMAGES = [
  { file: "page-home", scene: "home", color: "#0D9488" },
  { file: "page-about", scene: "about", color: "#B45309" },
  { file: "page-program-maternal-health", scene: "program-maternal-health", color: "#DB2777" },
  { file: "page-program-gbv-prevention", scene: "program-gbv-prevention", color: "#7C3AED" },
  { file: "page-program-education", scene: "program-education", color: "#0891B2" },
  { file: "page-program-human-rights", scene: "program-human-rights", color: "#1D4ED8" },
  { file: "page-program-climate", scene: "program-climate", color: "#059669" },
  { file: "page-program-refugee-support", scene: "program-refugee-support", color: "#EA580C" },
];

// ---------------------------------------------------------------- the 14 demo pictures

export const DEMO_IMAGES = [
  { file: "lessons-from-a-year-of-mental-health-first-aid", category: "Mental Health", scene: "support" },
  { file: "exam-stress-is-real-a-gentle-guide-for-students", category: "Mental Health", scene: "mind" },
  { file: "safe-water-at-school-what-our-eco-clubs-found", category: "Environmental Health", scene: "water" },
  { file: "rain-plastic-and-health-why-clean-ups-matter", category: "Environmental Health", scene: "rain" },
  { file: "antibiotics-on-the-farm-a-guide-for-young-livestock-keepers", category: "Animal Health", scene: "cattle" },
  { file: "rabies-prevention-starts-with-our-dogs", category: "Animal Health", scene: "dog" },
  { file: "youth-friendly-health-services-your-questions-answered", category: "Human Health", scene: "pulse" },
  { file: "staying-malaria-safe-in-the-rainy-season", category: "Human Health", scene: "net" },
  { file: "what-young-people-told-us-about-one-health", category: "Research", scene: "research" },
  { file: "inside-a-refugee-youth-club-in-mahama", category: "Community Outreach", scene: "circle" },
  { file: "mothers-circles-walking-alongside-young-mothers", category: "Community Outreach", scene: "mothers" },
  { file: "community-scorecards-young-voices-in-local-health-planning", category: "Policy", scene: "policy" },
  { file: "one-health-in-the-classroom-inside-our-holiday-bootcamp", category: "Education", scene: "books" },
  { file: "teaching-consent-and-healthy-relationships-in-school-clubs", category: "Education", scene: "talk" },
];

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  const jobs = [
    ...DEMO_IMAGES.map(({ file, category, scene }) => ({
      file,
      source: () => scenes[scene](palette(COLORS[category])),
    })),
    ...PAGE_IMAGES.map(({ file, scene, color }) => ({ file, source: () => pageScenes[scene](palette(color)) })),
  ].filter((j) => only.length === 0 || only.some((o) => j.file.includes(o)));
  for (const { file, source: draw } of jobs) {
    const source = draw();
    const out = path.join(OUT_DIR, `${file}.jpg`);
    const info = await sharp(Buffer.from(source))
      .resize(W, H)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 70, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" })
      .toFile(out);
    console.log(
      `${path.relative(process.cwd(), out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
