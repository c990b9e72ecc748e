// http_ece (web-push's own encryption, RFC 8188) ships no types: the decrypt the push tests use to read
// what a push service would deliver, as the receiving browser does.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
}
