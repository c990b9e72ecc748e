import { createRng, hashString } from '../prng';
import { Canvas, hexToRgb, mix, type Rgb } from './png';

const WALLS: Rgb[] = [
  [236, 226, 208],
  [214, 196, 170],
  [190, 205, 214],
  [245, 245, 240],
  [206, 178, 150],
  [170, 190, 170],
];
const ROOFS: Rgb[] = [
  [120, 60, 50],
  [70, 70, 80],
  [150, 90, 60],
  [60, 80, 100],
  [110, 100, 90],
];
const DOORS: Rgb[] = [
  [120, 40, 40],
  [40, 70, 110],
  [60, 100, 60],
  [90, 60, 40],
];
const PALETTE: Rgb[] = [
  [31, 95, 191],
  [0, 128, 128],
  [156, 39, 176],
  [230, 81, 0],
  [46, 125, 50],
  [194, 24, 91],
  [69, 90, 100],
];

/** A house-like listing photo; `seed` picks colours and layout, `n` varies the shot (front, dusk, garden ...). */
export function housePhoto(seed: string, n: number, width = 640, height = 420): Canvas {
  const rng = createRng(hashString(`${seed}#${n}`));
  const c = new Canvas(width, height);
  const dusk = n % 3 === 2;
  const horizon = Math.round(height * (0.62 + rng.next() * 0.08));
  c.gradient(0, horizon, dusk ? [40, 50, 110] : [110, 170, 230], dusk ? [240, 150, 90] : [205, 230, 250]);
  c.gradient(horizon, height, [110, 165, 90], [70, 120, 60]);
  if (!dusk) c.circle(width * (0.1 + rng.next() * 0.2), height * 0.15, height * 0.07, [255, 236, 150]);
  for (let t = 0; t < 3; t++) {
    const tx = rng.next() < 0.5 ? rng.int(10, width * 0.2) : rng.int(width * 0.8, width - 20);
    c.rect(tx - 4, horizon - 50, 8, 50, [100, 70, 40]);
    c.circle(tx, horizon - 60, rng.int(22, 34), [50 + rng.int(0, 30), 110 + rng.int(0, 40), 50]);
  }
  const wall = rng.pick(WALLS);
  const hw = width * (0.42 + rng.next() * 0.16);
  const hh = height * (0.28 + rng.next() * 0.08);
  const hx = (width - hw) / 2 + rng.int(-40, 40);
  const hy = horizon - hh + 12;
  c.roof(hx + hw / 2, hy - hh * 0.55, hx - 18, hx + hw + 18, hy, rng.pick(ROOFS));
  c.rect(hx, hy, hw, hh, dusk ? mix(wall, [60, 50, 90], 0.35) : wall);
  const door = rng.pick(DOORS);
  const dw = hw * 0.12;
  c.rect(hx + hw / 2 - dw / 2, hy + hh * 0.45, dw, hh * 0.55, door);
  const glass: Rgb = dusk ? [255, 214, 120] : [170, 205, 235];
  for (const fx of [0.12, 0.3, 0.62, 0.8]) {
    c.rect(hx + hw * fx - 3, hy + hh * 0.22 - 3, hw * 0.1 + 6, hh * 0.26 + 6, [255, 255, 255]);
    c.rect(hx + hw * fx, hy + hh * 0.22, hw * 0.1, hh * 0.26, glass);
  }
  c.rect(hx + hw / 2 - dw, hy + hh, dw * 2, height - hy - hh, [200, 190, 175]);
  return c;
}

/** A round avatar with initials, on a colour picked from `seed`. */
export function avatar(initials: string, seed: string, size = 128): Canvas {
  const c = new Canvas(size, size);
  const bg = PALETTE[hashString(seed) % PALETTE.length] as Rgb;
  c.rect(0, 0, size, size, mix(bg, [255, 255, 255], 0.85));
  c.circle(size / 2, size / 2, size / 2 - 1, bg);
  const text = initials.slice(0, 2).toUpperCase();
  const scale = Math.max(1, Math.floor(size / 14));
  c.text(text, (size - Canvas.textWidth(text, scale)) / 2, (size - Canvas.textHeight(scale)) / 2, scale, [255, 255, 255]);
  return c;
}

/** The app logo: a house mark and the app name in the theme colour. */
export function logo(name: string, color: string): Canvas {
  const brand = hexToRgb(color);
  const word = name.toUpperCase().slice(0, 18);
  const scale = 4;
  const width = 96 + Canvas.textWidth(word, scale) + 24;
  const c = new Canvas(width, 96);
  c.rect(0, 0, width, 96, [255, 255, 255]);
  c.roof(48, 14, 14, 82, 44, brand);
  c.rect(24, 44, 48, 36, brand);
  c.rect(42, 58, 12, 22, [255, 255, 255]);
  c.text(word, 96, (96 - Canvas.textHeight(scale)) / 2, scale, brand);
  return c;
}

/** The app icon: a white house on the theme colour. */
export function icon(color: string, size = 180): Canvas {
  const brand = hexToRgb(color);
  const c = new Canvas(size, size);
  c.gradient(0, size, mix(brand, [255, 255, 255], 0.15), mix(brand, [0, 0, 0], 0.2));
  const u = size / 12;
  c.roof(size / 2, u * 2.5, u * 2, size - u * 2, u * 6, [255, 255, 255]);
  c.rect(u * 3, u * 6, size - u * 6, u * 4, [255, 255, 255]);
  c.rect(size / 2 - u * 0.8, u * 7.2, u * 1.6, u * 2.8, brand);
  return c;
}

/** A frame of a help video: a house with a sun sweeping across the sky, `t` from 0 to 1. */
export function videoFrame(seed: string, t: number, width: number, height: number): Canvas {
  const c = housePhoto(seed, 0, width, height);
  c.circle(width * (0.1 + 0.8 * t), height * (0.3 - 0.15 * Math.sin(Math.PI * t)), height * 0.1, [255, 210, 80]);
  return c;
}
