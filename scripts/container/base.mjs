// `node scripts/container/base.mjs`: builds, on a machine without an image registry, the base image
// the Dockerfile's NODE_IMAGE build argument takes (localhost/node:24-bookworm-slim, from
// localhost/debian:bookworm; see engine.mjs). Does nothing when both are already there. Needs
// podman, buildah and debootstrap, as root.
import { ensureNodeImage, seconds } from './engine.mjs';

const started = Date.now();
try {
  const image = ensureNodeImage((message) => console.log(`[base] ${message}`));
  console.log(`[base] ${image} ready (${seconds(Date.now() - started)}): pass --build-arg NODE_IMAGE=${image}`);
} catch (err) {
  console.error(`[base] ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
