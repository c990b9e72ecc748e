import type { Canvas } from './png';

/**
 * A minimal H.264 (Baseline, every frame an IDR of I_PCM macroblocks) MP4 writer, so the demo can
 * serve real, playable help videos without any encoder dependency. Frames must be multiples of 16.
 */
class BitWriter {
  private bytes: number[] = [];
  private cur = 0;
  private n = 0;

  bits(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) {
      this.cur = (this.cur << 1) | ((value >>> i) & 1);
      if (++this.n === 8) this.flushByte();
    }
  }

  ue(value: number): void {
    const v = value + 1;
    const len = Math.floor(Math.log2(v));
    this.bits(0, len);
    this.bits(v, len + 1);
  }

  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  alignZero(): void {
    while (this.n !== 0) this.bits(0, 1);
  }

  byte(value: number): void {
    this.bits(value, 8);
  }

  trailing(): Buffer {
    this.bits(1, 1);
    this.alignZero();
    return Buffer.from(this.bytes);
  }

  private flushByte(): void {
    this.bytes.push(this.cur & 0xff);
    this.cur = 0;
    this.n = 0;
  }
}

/** NAL unit: header byte plus the payload with emulation-prevention bytes inserted. */
function nal(type: number, rbsp: Buffer): Buffer {
  const out: number[] = [0x60 | type];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function sps(mbWidth: number, mbHeight: number): Buffer {
  const w = new BitWriter();
  w.byte(66); // Baseline profile
  w.byte(0xc0); // constraint_set0 and set1
  w.byte(30); // level 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type: output order = decoding order
  w.ue(1); // max_num_ref_frames
  w.bits(0, 1); // gaps_in_frame_num_value_allowed_flag
  w.ue(mbWidth - 1);
  w.ue(mbHeight - 1);
  w.bits(1, 1); // frame_mbs_only_flag
  w.bits(1, 1); // direct_8x8_inference_flag
  w.bits(0, 1); // frame_cropping_flag
  w.bits(0, 1); // vui_parameters_present_flag
  return nal(7, w.trailing());
}

function pps(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bits(0, 1); // CAVLC
  w.bits(0, 1); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0);
  w.ue(0);
  w.bits(0, 1); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bits(0, 1); // deblocking_filter_control_present_flag
  w.bits(0, 1); // constrained_intra_pred_flag
  w.bits(0, 1); // redundant_pic_cnt_present_flag
  return nal(8, w.trailing());
}

const clampSample = (v: number) => Math.min(254, Math.max(1, Math.round(v)));

/** One IDR picture: every macroblock I_PCM, samples converted from RGB to BT.601 YCbCr 4:2:0. */
function idrSlice(frame: Canvas, idrPicId: number): Buffer {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num
  w.ue(idrPicId);
  w.bits(0, 1); // no_output_of_prior_pics_flag
  w.bits(0, 1); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  const mbw = frame.width / 16;
  const mbh = frame.height / 16;
  for (let my = 0; my < mbh; my++) {
    for (let mx = 0; mx < mbw; mx++) {
      w.ue(25); // mb_type I_PCM
      w.alignZero();
      for (let y = 0; y < 16; y++) {
        for (let x = 0; x < 16; x++) {
          const [r, g, b] = frame.get(mx * 16 + x, my * 16 + y);
          w.byte(clampSample(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255));
        }
      }
      const chroma: number[][] = [[], []];
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          const [r, g, b] = frame.get(mx * 16 + x * 2, my * 16 + y * 2);
          chroma[0]?.push(clampSample(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255));
          chroma[1]?.push(clampSample(128 + (112 * r - 93.786 * g - 18.214 * b) / 255));
        }
      }
      for (const plane of chroma) for (const v of plane) w.byte(v);
    }
  }
  return nal(5, w.trailing());
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
}

function u32(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => b.writeUInt32BE(v >>> 0, i * 4));
  return b;
}

function u16(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16BE(v & 0xffff, i * 2));
  return b;
}

const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** Encode frames (all the same size, multiples of 16) as an MP4 at `fps` frames per second. */
export function encodeMp4(frames: Canvas[], fps: number): Buffer {
  const first = frames[0];
  if (!first || first.width % 16 || first.height % 16) throw new Error('frames must be multiples of 16 pixels');
  const { width, height } = first;
  const spsNal = sps(width / 16, height / 16);
  const ppsNal = pps();
  const samples = frames.map((f, i) => Buffer.concat([u32(0), idrSlice(f, i % 2)]));
  samples.forEach((s) => s.writeUInt32BE(s.length - 4, 0));
  const timescale = 1000;
  const delta = Math.round(timescale / fps);
  const duration = delta * frames.length;

  const avcC = box(
    'avcC',
    Buffer.from([1, spsNal[1] ?? 66, spsNal[2] ?? 0, spsNal[3] ?? 30, 0xff, 0xe1]),
    u16(spsNal.length),
    spsNal,
    Buffer.from([1]),
    u16(ppsNal.length),
    ppsNal,
  );
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1),
    Buffer.alloc(16),
    u16(width, height),
    u32(0x480000, 0x480000, 0),
    u16(1),
    Buffer.alloc(32),
    u16(0x18, 0xffff),
    avcC,
  );
  const moovFor = (mdatOffset: number) =>
    box(
      'moov',
      box('mvhd', u32(0, 0, 0, timescale, duration, 0x10000), u16(0x100), Buffer.alloc(10), MATRIX, Buffer.alloc(24), u32(2)),
      box(
        'trak',
        box('tkhd', u32(3, 0, 0, 1, 0, duration, 0, 0), u16(0, 0, 0, 0), MATRIX, u32(width << 16, height << 16)),
        box(
          'mdia',
          box('mdhd', u32(0, 0, 0, timescale, duration), u16(0x55c4, 0)),
          box('hdlr', u32(0, 0), Buffer.from('vide', 'ascii'), Buffer.alloc(12), Buffer.from('VideoHandler\0', 'ascii')),
          box(
            'minf',
            box('vmhd', u32(1), Buffer.alloc(8)),
            box('dinf', box('dref', u32(0, 1), box('url ', u32(1)))),
            box(
              'stbl',
              box('stsd', u32(0, 1), avc1),
              box('stts', u32(0, 1, frames.length, delta)),
              box('stsc', u32(0, 1, 1, frames.length, 1)),
              box('stsz', u32(0, 0, frames.length, ...samples.map((s) => s.length))),
              box('stco', u32(0, 1, mdatOffset)),
            ),
          ),
        ),
      ),
    );
  const ftyp = box('ftyp', Buffer.from('isom', 'ascii'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'ascii'));
  const moovSize = moovFor(0).length;
  return Buffer.concat([ftyp, moovFor(ftyp.length + moovSize + 8), box('mdat', ...samples)]);
}
