// The production server's one addition to X-Forwarded-For (shared by scripts/serve.mjs and its test).

/**
 * Appends the socket's peer to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for does: the
 * header's last entry is then the one address no client can write, and the dashboard reads the
 * client's address TRUSTED_PROXY_HOPS entries left of it (server/limits/attempts.ts). Without this, Next
 * fills the header from the socket only when the client sent none, and a made-up one would be taken.
 */
export function appendPeerAddress(req) {
  const sent = req.headers['x-forwarded-for'];
  const peer = req.socket.remoteAddress;
  if (!peer) return;
  const before = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  req.headers['x-forwarded-for'] = before ? `${before}, ${peer}` : peer;
}
