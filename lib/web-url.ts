/** An absolute http(s) address with a host, parsed (spaces around ignored); null for anything else (javascript:, data:, ftp:, a bare host). */
export function webUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
}
