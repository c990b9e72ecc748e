/** What a real upstream checks of a link it stores: an absolute http(s) address with a host (https only when asked). */
export function isWebUrl(value: string, httpsOnly = false): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || (!httpsOnly && u.protocol === 'http:')) && u.hostname !== '';
  } catch {
    return false;
  }
}
