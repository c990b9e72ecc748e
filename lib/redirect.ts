/**
 * The remembered path after sign-in: only a same-site relative path is ever followed. Anything that
 * could leave the site (`//host`, `/\host`, schemes, encoded forms of those, control characters) or
 * that points back at login, logout or sso sends the visitor home.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 2048) return '/';
  let decoded = raw;
  // Undo layered encoding (%252F → %2F → /) so an encoded '//' cannot slip through.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return '/';
    }
  }
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return '/';
    if (candidate.startsWith('//') || candidate.includes('\\')) return '/';
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return '/';
  }
  let url: URL;
  try {
    url = new URL(raw, 'http://dashboard.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://dashboard.invalid') return '/';
  // Dot segments collapse while parsing: '/.//evil.example' and '/a/..//evil.example' become '//evil.example'.
  if (url.pathname.startsWith('//')) return '/';
  // The first segment as the server will route it: '/%6cogout' is /logout.
  const first = new URL(decoded, 'http://dashboard.invalid').pathname.split('/')[1] ?? '';
  if (['login', 'logout', 'sso'].includes(first.toLowerCase())) return '/';
  return url.pathname + url.search;
}

/** /login remembering `path` (none when it is the home): where proxy.ts and the page opener send a signed-out visitor. */
export function loginPath(path: string): string {
  const next = safeNextPath(path);
  return next === '/' ? '/login' : `/login?${new URLSearchParams({ next })}`;
}
