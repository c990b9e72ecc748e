/**
 * `html` writes markup as a string that is safe by construction: html`<a href="${href}">${name}</a>`.
 * Every interpolation is escaped for where it stands: text, a quoted attribute value, or a URL
 * attribute (javascript: URLs blocked as React blocks them). A nested SafeHtml passes through as
 * markup, an array of them is joined, and null, undefined and booleans write nothing. Between a
 * tag's attributes only a nested SafeHtml (optional attributes: html` title="${t}"`) or nothing may
 * stand. An interpolation anywhere else (a tag or attribute name, an unquoted value, an event
 * handler, inside a comment or a script) throws: the template is wrong, not the data.
 *
 * Why: a server-rendered table writes hundreds of cells; as one string each costs the page a string
 * join instead of an element apiece in the RSC payload, its reading back and the HTML render, and the
 * browser has nothing to hydrate (DataTable). React elements stay the way to write anything that needs
 * React (a client component, a form control React manages).
 */
export class SafeHtml {
  /** The markup. */
  readonly html: string;

  constructor(token: symbol, html: string) {
    if (token !== MINT) throw new TypeError('SafeHtml is made by the html template only');
    this.html = html;
  }

  toString(): string {
    return this.html;
  }
}

const MINT = Symbol('SafeHtml');

/** What an interpolation may hold. */
export type HtmlValue = SafeHtml | string | number | bigint | boolean | null | undefined | readonly HtmlValue[];

/** The markup as React's dangerouslySetInnerHTML takes it. */
export function innerHtml(markup: SafeHtml): { __html: string } {
  return { __html: markup.html };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Escapes text and attribute values as React does (the same entities, so the page's bytes match). */
export function escapeHtml(value: string): string {
  return /[&<>"']/.test(value) ? value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch) : value;
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'data',
  'background',
  'ping',
  'srcset',
  'manifest',
  'codebase',
  'longdesc',
  'usemap',
]);
// react-dom's isJavaScriptProtocol (leading C0 controls and spaces, tabs and newlines inside the
// scheme, any case), widened to vbscript:, which old browsers ran too.
const SCRIPT_URL =
  /^[\u0000-\u001F ]*(?:j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a|v[\r\n\t]*b)[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
/** What React writes instead of a javascript: URL. */
export const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** Where in the markup an interpolation stands, after reading the template's text before it. */
type Place =
  | { kind: 'text'; rawText: boolean }
  /** urlChecked: a URL attribute whose scheme or path the template does not fix (see checkedUrl). */
  | { kind: 'value'; attribute: string; quote: '"' | "'"; valueSoFar: string; urlChecked: boolean }
  | { kind: 'attributes'; what: string }
  | { kind: 'other'; what: string };

/**
 * Reads one static part of a template from `state` and says where the next interpolation lands.
 * A small HTML tokenizer: enough for the markup a template holds (tags, quoted and unquoted
 * attributes, comments), not a validator.
 */
interface Scanner {
  mode: 'text' | 'tagName' | 'inTag' | 'attrName' | 'afterName' | 'beforeValue' | 'quoted' | 'unquoted' | 'comment';
  tag: string;
  closing: boolean;
  attribute: string;
  quote: '"' | "'";
  value: string;
  /** Inside <script> or <style>, whose text is not HTML. */
  rawText: boolean;
}

function scan(s: Scanner, part: string): void {
  for (let i = 0; i < part.length; i++) {
    const ch = part.charAt(i);
    switch (s.mode) {
      case 'text':
        if (ch === '<' && part.startsWith('<!--', i)) {
          s.mode = 'comment';
          i += 3;
        } else if (ch === '<' && (i === part.length - 1 || /[a-zA-Z/]/.test(part[i + 1] ?? ''))) {
          // A '<' just before an interpolation would make the value a tag name.
          s.closing = part[i + 1] === '/';
          if (s.closing) i++;
          s.mode = 'tagName';
          s.tag = '';
        }
        break;
      case 'comment':
        if (part.startsWith('-->', i)) {
          s.mode = 'text';
          i += 2;
        }
        break;
      case 'tagName':
        if (/[\s/>]/.test(ch)) {
          s.mode = 'inTag';
          i--;
        } else s.tag += ch.toLowerCase();
        break;
      case 'inTag':
        if (ch === '>') endTag(s);
        else if (!/[\s/]/.test(ch)) {
          s.mode = 'attrName';
          s.attribute = ch.toLowerCase();
        }
        break;
      case 'attrName':
        if (ch === '=') s.mode = 'beforeValue';
        else if (ch === '>') endTag(s);
        else if (/[\s/]/.test(ch)) s.mode = 'afterName';
        else s.attribute += ch.toLowerCase();
        break;
      case 'afterName':
        if (ch === '=') s.mode = 'beforeValue';
        else if (ch === '>') endTag(s);
        else if (!/[\s/]/.test(ch)) {
          s.mode = 'attrName';
          s.attribute = ch.toLowerCase();
        }
        break;
      case 'beforeValue':
        if (ch === '"' || ch === "'") {
          s.mode = 'quoted';
          s.quote = ch;
          s.value = '';
        } else if (ch === '>') endTag(s);
        else if (!/\s/.test(ch)) s.mode = 'unquoted';
        break;
      case 'quoted':
        if (ch === s.quote) s.mode = 'inTag';
        else s.value += ch;
        break;
      case 'unquoted':
        if (/\s/.test(ch)) s.mode = 'inTag';
        else if (ch === '>') endTag(s);
        break;
    }
  }
}

function endTag(s: Scanner) {
  s.mode = 'text';
  if (s.tag === 'script' || s.tag === 'style') s.rawText = !s.closing;
}

function place(s: Scanner): Place {
  if (s.mode === 'text') return { kind: 'text', rawText: s.rawText };
  if (s.mode === 'quoted') {
    const [start = ''] = s.value.split(INTERPOLATED);
    return {
      kind: 'value',
      attribute: s.attribute,
      quote: s.quote,
      valueSoFar: s.value,
      urlChecked: URL_ATTRIBUTES.has(s.attribute) && !/[:/?#]/.test(start),
    };
  }
  // Between attributes: room for attributes written by a nested template, nothing else.
  if (s.mode === 'inTag' || s.mode === 'afterName') return { kind: 'attributes', what: 'an attribute name' };
  const what = {
    tagName: 'a tag name',
    inTag: 'an attribute name',
    attrName: 'an attribute name',
    afterName: 'an attribute name',
    beforeValue: 'an unquoted attribute value',
    unquoted: 'an unquoted attribute value',
    comment: 'a comment',
  }[s.mode];
  return { kind: 'other', what };
}

/** Stands for an earlier interpolation in an attribute value's text so far. */
const INTERPOLATED = '\uFFFF';

/** The places of a template's interpolations, worked out once per template (its strings array is the same object each call). */
const places = new WeakMap<TemplateStringsArray, Place[]>();

function placesOf(strings: TemplateStringsArray): Place[] {
  let known = places.get(strings);
  if (!known) {
    const s: Scanner = { mode: 'text', tag: '', closing: false, attribute: '', quote: '"', value: '', rawText: false };
    known = [];
    for (const part of strings.slice(0, -1)) {
      scan(s, part);
      known.push(place(s));
      if (s.mode === 'quoted') s.value += INTERPOLATED;
    }
    places.set(strings, known);
  }
  return known;
}

function textOf(value: HtmlValue): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (value instanceof SafeHtml) return value.html;
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    let text = '';
    for (const item of value as readonly HtmlValue[]) text += textOf(item);
    return text;
  }
  throw new TypeError(`html: cannot write ${Object.prototype.toString.call(value)} as text`);
}

function attributeText(value: HtmlValue, attribute: string): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  throw new TypeError(`html: the value of ${attribute} must be text, not ${value instanceof SafeHtml ? 'markup' : typeof value}`);
}

function writeValue(value: HtmlValue, where: Extract<Place, { kind: 'value' }>): string {
  const { attribute } = where;
  if (attribute.startsWith('on')) throw new TypeError(`html: no interpolation in an event handler (${attribute})`);
  const text = attributeText(value, attribute);
  return escapeHtml(where.urlChecked ? checkedUrl(text, where.valueSoFar, attribute) : text);
}

/**
 * A URL attribute's value, or React's blocked URL in place of a script URL. A URL whose template
 * fixes its scheme or path first (`/users/${id}`) needs no check; otherwise one interpolation may
 * start it, and a script URL assembled from a static start and a value throws. This checks only the
 * scheme: a mailto: link's address could still add a query (`?bcc=`), so it comes from mailtoHref().
 */
function checkedUrl(text: string, valueSoFar: string, attribute: string): string {
  if (valueSoFar.includes(INTERPOLATED)) throw new TypeError(`html: only one interpolation may start the URL of ${attribute}`);
  if (!SCRIPT_URL.test(valueSoFar + text)) return text;
  if (valueSoFar !== '') throw new TypeError(`html: ${attribute} would run a script`);
  return BLOCKED_URL;
}

/** The tagged template: see the top of this file. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const where = placesOf(strings);
  // Appending to one string (V8 keeps it as a rope) is cheaper than an array joined per template:
  // a table of 2,000 rows calls this thousands of times in one render.
  let out = strings[0]!;
  for (let i = 1; i < strings.length; i++) {
    const p = where[i - 1]!;
    const value = values[i - 1];
    if (p.kind === 'text') {
      if (p.rawText) throw new TypeError('html: no interpolation inside <script> or <style>');
      out += textOf(value);
    } else if (p.kind === 'value') out += writeValue(value, p);
    else if (p.kind === 'attributes' && (value instanceof SafeHtml || value === null || value === undefined || value === false)) {
      // Optional attributes written by a template of their own: html` title="${title}"`.
      if (value) out += value.html;
    } else throw new TypeError(`html: no interpolation in ${p.what}`);
    out += strings[i]!;
  }
  return new SafeHtml(MINT, out);
}
