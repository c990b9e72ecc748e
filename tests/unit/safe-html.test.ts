import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCKED_URL, html, SafeHtml } from '@/components/ui/safe-html';

describe('html: text', () => {
  it('escapes hostile text as React does', () => {
    const name = `<img src=x onerror="alert(1)">&'`;
    expect(html`<td>${name}</td>`.html).toBe(renderToStaticMarkup(h('td', null, name)));
    expect(html`<b>${'</b><script>alert(1)</script>'}</b>`.html).toBe('<b>&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;</b>');
  });

  it('writes numbers, and nothing for null, undefined and booleans', () => {
    expect(html`<i>${42}${null}${undefined}${false}${true}${0}</i>`.html).toBe('<i>420</i>');
  });

  it('passes nested templates through and joins arrays of them', () => {
    const chip = (name: string) => html`<a href="/users?tag=${name}">${name}</a>`;
    const list = html`<span>${['a<b', 'c"d'].map(chip)} ${['x', ['y', html`<br>`]]}</span>`;
    expect(list.html).toBe('<span><a href="/users?tag=a&lt;b">a&lt;b</a><a href="/users?tag=c&quot;d">c&quot;d</a> xy<br></span>');
    expect(html`${list}`.html).toBe(list.html);
  });

  it('refuses objects that are not markup', () => {
    expect(() => html`<p>${{ toString: () => '<b>' } as unknown as string}</p>`).toThrow(/cannot write/);
  });

  it('cannot be made by hand from a string', () => {
    expect(() => new SafeHtml(Symbol('SafeHtml'), '<script>alert(1)</script>')).toThrow(TypeError);
  });

  it('does not treat a comment-like or tag-like interpolation as markup', () => {
    expect(html`<p>${'<!--'}${'-->'}</p>`.html).toBe('<p>&lt;!----&gt;</p>');
  });
});

describe('html: attributes', () => {
  it('escapes a quoted value so it cannot close its quotes', () => {
    const title = `"><svg onload=alert(1)>`;
    expect(html`<span title="${title}">x</span>`.html).toBe(renderToStaticMarkup(h('span', { title }, 'x')));
    expect(html`<span title='${"'><svg onload=alert(1)>"}'>x</span>`.html).toBe(
      `<span title='&#x27;&gt;&lt;svg onload=alert(1)&gt;'>x</span>`,
    );
  });

  it('refuses interpolations where escaping cannot help', () => {
    const hostile = 'x onmouseover=alert(1)';
    expect(() => html`<${hostile}>`).toThrow(/tag name/);
    expect(() => html`<span ${hostile}>`).toThrow(/attribute name/);
    expect(() => html`<span title=${hostile}>`).toThrow(/unquoted/);
    expect(() => html`<span onclick="${hostile}">`).toThrow(/event handler/);
    expect(() => html`<!-- ${hostile} -->`).toThrow(/comment/);
    expect(() => html`<script>${hostile}</script>`).toThrow(/script/);
    expect(() => html`<span title="${html`<b>`}">`).toThrow(/must be text/);
  });

  it('reads attributes after a quoted value with > in it', () => {
    expect(html`<a title="a>b" href="${'javascript:alert(1)'}">x</a>`.html).toBe(
      `<a title="a>b" href="${BLOCKED_URL.replace(/'/g, '&#x27;')}">x</a>`,
    );
    expect(html`<p>a > b ${'<i>'}</p>`.html).toBe('<p>a > b &lt;i&gt;</p>');
  });
});

describe('html: URLs', () => {
  const blocked = BLOCKED_URL.replace(/'/g, '&#x27;');
  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000\u0001\u001Fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'jav\r\nascript:alert(1)',
    '\n\tj\na\tv\ra script:alert(1)'.replace(' ', ''),
    'vbscript:msgbox(1)',
  ];

  it.each(hostile)('blocks %j in href, src, action and formaction, as React does', (url) => {
    expect(html`<a href="${url}">x</a>`.html).toBe(`<a href="${blocked}">x</a>`);
    expect(html`<img src="${url}">`.html).toBe(`<img src="${blocked}">`);
    expect(html`<form action='${url}'></form>`.html).toBe(`<form action='${blocked}'></form>`);
    expect(html`<button formaction="${url}">`.html).toBe(`<button formaction="${blocked}">`);
    expect(html`<A HREF="${url}">x</A>`.html).toBe(`<A HREF="${blocked}">x</A>`);
  });

  it('matches React on the javascript: URLs React blocks', () => {
    for (const url of hostile.slice(0, 6)) {
      expect(html`<a href="${url}">x</a>`.html).toBe(renderToStaticMarkup(h('a', { href: url }, 'x')));
    }
  });

  it('keeps entity tricks inert: the & is escaped, so the browser never decodes a scheme', () => {
    expect(html`<a href="${'jav&#x61;script:alert(1)'}">x</a>`.html).toBe('<a href="jav&amp;#x61;script:alert(1)">x</a>');
    expect(html`<a href="${'&#106;avascript:alert(1)'}">x</a>`.html).toBe('<a href="&amp;#106;avascript:alert(1)">x</a>');
  });

  it('leaves ordinary URLs as they are, escaped', () => {
    expect(html`<a href="${'https://example.com/?a=1&b=2'}">x</a>`.html).toBe('<a href="https://example.com/?a=1&amp;b=2">x</a>');
    expect(html`<a href="/users/${'1" onclick="x'}">x</a>`.html).toBe('<a href="/users/1&quot; onclick=&quot;x">x</a>');
    expect(html`<a href="mailto:${'javascript:alert(1)'}">x</a>`.html).toBe('<a href="mailto:javascript:alert(1)">x</a>');
  });

  it('refuses a script URL assembled from a static start and values', () => {
    expect(() => html`<a href="java${'script:alert(1)'}">x</a>`).toThrow(/run a script/);
    expect(() => html`<a href="${'java'}${'script:alert(1)'}">x</a>`).toThrow(/only one interpolation/);
  });
});

describe('html: optional attributes', () => {
  it('takes a nested template or nothing between attributes, and refuses text there', () => {
    const title = (t: string | null) => (t === null ? null : html` title="${t}"`);
    expect(html`<b class="x"${title('"><i>')}>y</b>`.html).toBe('<b class="x" title="&quot;&gt;&lt;i&gt;">y</b>');
    expect(html`<b class="x"${title(null)}>y</b>`.html).toBe('<b class="x">y</b>');
    expect(() => html`<b class="x"${' onclick="alert(1)"'}>y</b>`).toThrow(/attribute name/);
  });
});
