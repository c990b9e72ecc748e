/** What a real upstream checks of a link it stores: an absolute http(s) address with a host (https only when asked). */
export function isWebUrl(value: string, httpsOnly = false): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || (!httpsOnly && u.protocol === 'http:')) && u.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a URL names this machine (127.0.0.1, ::1, localhost): the demo lets a developer's http dashboard receive its webhooks. */
export function isLoopbackHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(u.hostname.toLowerCase());
  } catch {
    return false;
  }
}
