/**
 * The demo villa's pictures, drawn as SVG so a fresh start shows a complete, good-looking site with
 * no binary assets in the repository. Each is a simple flat-style scene, 1920×1080.
 */
const W = 1920;
const H = 1080;

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  sea: string;
  sand: string;
}

const DAY: Palette = { skyTop: '#5bb4e5', skyBottom: '#cdeefa', sun: '#fff4c2', sea: '#1f8fb3', sand: '#f3e3c0' };
const SUNSET: Palette = { skyTop: '#3b2a63', skyBottom: '#f59e6b', sun: '#ffd27a', sea: '#3c5a88', sand: '#d9b48f' };

const svg = (body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;

const gradient = (id: string, top: string, bottom: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

function palm(x: number, y: number, scale: number, color = '#2f5d3a'): string {
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((angle) => `<ellipse cx="${x + 90 * scale}" cy="${y}" rx="${100 * scale}" ry="${18 * scale}" fill="${color}" transform="rotate(${angle} ${x} ${y})"/>`)
    .join('');
  return `<path d="M${x} ${y} q ${-30 * scale} ${200 * scale} ${20 * scale} ${420 * scale}" stroke="#7a5a3a" stroke-width="${18 * scale}" fill="none"/>${leaves}`;
}

function outdoor(p: Palette, extra: string, sunY = 300): string {
  const waves = [0, 1, 2]
    .map((i) => `<path d="M0 ${640 + i * 40} q 240 -20 480 0 t 480 0 t 480 0 t 480 0" stroke="#ffffff" stroke-opacity="${0.35 - i * 0.1}" stroke-width="4" fill="none"/>`)
    .join('');
  return svg(
    `<rect width="${W}" height="600" fill="url(#sky)"/><circle cx="1400" cy="${sunY}" r="90" fill="${p.sun}"/>` +
      `<rect y="580" width="${W}" height="240" fill="${p.sea}"/>${waves}` +
      `<path d="M0 800 Q 960 730 ${W} 800 V ${H} H 0 Z" fill="${p.sand}"/>${extra}`,
    gradient('sky', p.skyTop, p.skyBottom),
  );
}

function beds(color: string, count: number): string {
  const width = count === 1 ? 760 : 460;
  return Array.from({ length: count }, (_, i) => {
    const x = count === 1 ? 580 : 360 + i * 720;
    return `<rect x="${x}" y="640" width="${width}" height="220" rx="24" fill="${color}"/><rect x="${x}" y="560" width="${width}" height="110" rx="20" fill="#ffffff"/><rect x="${x + 40}" y="590" width="${width / 2 - 60}" height="60" rx="18" fill="#e8eef2"/>`;
  }).join('');
}

const sofa = `<rect x="520" y="700" width="880" height="160" rx="40" fill="#7fa7b5"/><rect x="560" y="640" width="800" height="90" rx="30" fill="#9cc0cc"/><rect x="760" y="900" width="400" height="60" rx="12" fill="#8a6a4a"/>`;

/** An interior: a window onto the sea above the furniture. */
function room(wall: string, floor: string, furniture: string): string {
  return svg(
    `<rect width="${W}" height="${H}" fill="${wall}"/><rect x="560" y="120" width="800" height="380" fill="url(#sky)"/>` +
      `<rect x="560" y="380" width="800" height="120" fill="${DAY.sea}"/><rect x="560" y="120" width="800" height="380" fill="none" stroke="#8a6a4a" stroke-width="16"/>` +
      `<rect y="860" width="${W}" height="220" fill="${floor}"/>${furniture}`,
    gradient('sky', DAY.skyTop, DAY.skyBottom),
  );
}

const pool = `<rect x="260" y="860" width="1400" height="160" rx="30" fill="#39c0d8"/><rect x="260" y="860" width="1400" height="160" rx="30" fill="none" stroke="#ffffff" stroke-width="12"/>`;
const house = `<rect x="1180" y="560" width="560" height="300" fill="#fbf7ef"/><path d="M1140 570 L1460 420 L1780 570 Z" fill="#9a5b3c"/><rect x="1260" y="640" width="140" height="220" fill="#6b8fa3"/><rect x="1460" y="640" width="200" height="120" fill="#6b8fa3"/>`;
const sala = `<rect x="300" y="700" width="16" height="160" fill="#7a5a3a"/><rect x="560" y="700" width="16" height="160" fill="#7a5a3a"/><path d="M260 710 L438 600 L616 710 Z" fill="#8c4a2f"/><rect x="330" y="800" width="220" height="40" rx="8" fill="#f0e6d6"/>`;

export const DEMO_IMAGES: Record<string, () => string> = {
  beach: () => outdoor(DAY, palm(260, 560, 1) + palm(1660, 600, 0.8)),
  pool: () => outdoor(DAY, house + pool + palm(140, 620, 0.9)),
  sunset: () => outdoor(SUNSET, palm(300, 580, 1, '#1f2f3a') + sala, 520),
  terrace: () => outdoor(DAY, sala + pool + palm(1700, 560, 0.9)),
  living: () => room('#f4ede2', '#c9a77c', sofa),
  'bedroom-sea': () => room('#f6f1ea', '#b98f63', beds('#3f6f8a', 1)),
  'bedroom-garden': () => room('#eef3ea', '#a98158', beds('#6d8f5a', 1)),
  'bedroom-family': () => room('#f3eef6', '#b38b67', beds('#c98a6b', 2)),
};
