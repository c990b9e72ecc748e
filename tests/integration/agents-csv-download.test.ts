import { describe, expect, it } from 'vitest';
import { formulaNeutraliser, neutraliseCsvFormulas } from '@/server/csv-download';

const rewrite = (text: string) => formulaNeutraliser()(text);

/** Runs the text through the byte stream in chunks of `size` bytes. */
async function streamed(text: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
  return new Response(neutraliseCsvFormulas(body)).text();
}

describe('CSV formula neutraliser', () => {
  it('prefixes cells that start like a formula, quoted or not', () => {
    expect(rewrite('a,=1+1,+2,-3,@x,\tq\r\n')).toBe("a,'=1+1,'+2,'-3,'@x,'\tq\r\n");
    expect(rewrite('"=HYPERLINK(""http://x"")",b')).toBe('"\'=HYPERLINK(""http://x"")",b');
    expect(rewrite('"\r=1+1",x\n')).toBe('"\'\r=1+1",x\n');
  });

  it('leaves ordinary cells, inner characters and line endings alone', () => {
    const plain = 'id,name,email\r\n1,Ann Lee,ann@x.co\r\n2,"Lee, Bo","bo ""the"" agent"\n3,a=b,x-y@z.co\n,,\n';
    expect(rewrite(plain)).toBe(plain);
  });

  it('reads an empty quoted cell and an escaped quote at the start of a cell as content, not formulas', () => {
    expect(rewrite('"",=x')).toBe(`"",'=x`);
    expect(rewrite('"""=not a formula"""')).toBe('"""=not a formula"""');
  });

  it('keeps a byte-order mark and still checks the first cell behind it', () => {
    expect(rewrite('\uFEFF=cmd,b')).toBe("\uFEFF'=cmd,b");
  });

  it('gives the same answer however the stream is cut, multi-byte characters included', async () => {
    const text = 'id,name\r\n1,"=HYPERLINK(""http://evil"")"\r\n2,Zoë\r\n3,"-2, ""x"""\r\n4,@SUM(A1)\r\n';
    const expected = rewrite(text);
    for (const size of [1, 2, 3, 5, 7, 64]) expect(await streamed(text, size)).toBe(expected);
    expect(expected).toContain("'=HYPERLINK");
    expect(expected).toContain('Zoë');
  });
});
