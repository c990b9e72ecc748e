/**
 * A text's length as zod measures it: in code points (an emoji is one character, not two UTF-16
 * units). The browser's checks count the same way as the server's schemas. A module of its own,
 * so the sign-in page takes only this.
 */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
