// A fresh VAPID key pair (P-256, base64url) for the production-mode test runs (cluster, container), which
// must set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY as any deployment does; the same as `npx web-push generate-vapid-keys`.
import { createECDH } from 'node:crypto';

export function vapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
}
