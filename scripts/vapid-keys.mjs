// A fresh VAPID key pair (P-256, base64url) for the production-mode test runs (cluster, container), which
// must set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY as any deployment does; the same as `npx web-push generate-vapid-keys`.
import { createECDH } from 'node:crypto';

export function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // Node drops a private key's leading zero bytes (1 in 256 keys is shorter): VAPID wants all 32.
  const raw = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(Math.max(0, 32 - raw.length)), raw]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}
