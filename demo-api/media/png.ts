import { deflateSync } from 'node:zlib';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './font';

/** An RGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1] as string, 16) : 0x1f5fbf;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A tiny raster to draw demo pictures on: rectangles, gradients, triangles, circles and 5×7 text. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  set(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[i] = c[0];
    this.pixels[i + 1] = c[1];
    this.pixels[i + 2] = c[2];
  }

  get(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 3;
    return [this.pixels[i] ?? 0, this.pixels[i + 1] ?? 0, this.pixels[i + 2] ?? 0];
  }

  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) this.set(xx, yy, c);
  }

  /** Vertical gradient from `top` to `bottom` over rows y0..y1. */
  gradient(y0: number, y1: number, top: Rgb, bottom: Rgb): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      this.rect(0, y, this.width, 1, mix(top, bottom, (y - y0) / Math.max(1, y1 - y0)));
    }
  }

  /** An isosceles triangle with its apex at (cx, top) and its base from x0 to x1 at row `base`. */
  roof(cx: number, top: number, x0: number, x1: number, base: number, c: Rgb): void {
    for (let y = Math.round(top); y < base; y++) {
      const t = (y - top) / Math.max(1, base - top);
      this.rect(cx - (cx - x0) * t, y, (x1 - x0) * t, 1, c);
    }
  }

  circle(cx: number, cy: number, r: number, c: Rgb): void {
    for (let y = Math.floor(cy - r); y <= cy + r; y++) {
      for (let x = Math.floor(cx - r); x <= cx + r; x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.set(x, y, c);
      }
    }
  }

  /** Text in the 5×7 font, each font pixel drawn as a `scale`-sized square; (x, y) is the top left. */
  text(value: string, x: number, y: number, scale: number, c: Rgb): void {
    [...value].forEach((char, n) => {
      glyph(char).forEach((row, gy) => {
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
          if (row & (1 << (GLYPH_WIDTH - 1 - gx))) this.rect(x + (n * (GLYPH_WIDTH + 1) + gx) * scale, y + gy * scale, scale, scale, c);
        }
      });
    });
  }

  /** Width in pixels of `value` drawn at `scale`. */
  static textWidth(value: string, scale: number): number {
    return value.length === 0 ? 0 : (value.length * (GLYPH_WIDTH + 1) - 1) * scale;
  }

  static textHeight(scale: number): number {
    return GLYPH_HEIGHT * scale;
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encode 8-bit RGB pixels (row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return pngFile(width, height, deflateSync(raw));
}

/**
 * A PNG file of 8-bit RGB whose header states `width` × `height`, around already compressed image data
 * (the tests' decompression bomb states far more pixels than its data holds).
 */
export function pngFile(width: number, height: number, compressed: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', compressed),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
