/**
 * Whether every percent-escape in a path decodes. Next decodes a dynamic segment's value before the
 * route runs and answers a malformed one ('/agents/%E0%A4%A') with a bare 500, so proxy.ts refuses it first.
 */
export function decodablePath(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
