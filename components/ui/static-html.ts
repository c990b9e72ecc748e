import { Fragment, type ReactNode } from 'react';

/**
 * Server-side: the HTML of a tree of plain elements (host elements, fragments, and synchronous
 * server components such as Badge, AppLink or Avatar), or null when the tree holds anything else:
 * a client component, an async or hook-using component, a form control, an event handler, a
 * `javascript:` URL, an attribute this function does not know how to spell. Null means "let React
 * render it", so a caller can always fall back and the output never differs in meaning from React's.
 *
 * Why: every element a server component returns is built, written into the RSC payload, read back
 * and rendered again to HTML, about 8 µs an element on this machine; a table page of 25 rows
 * carries 300 to 600 of them. The same cells as HTML strings cost the server a string join, and
 * the browser neither parses them as a payload nor hydrates them (see DataTable).
 */
export function staticHtml(node: ReactNode): string | null {
  const out: string[] = [];
  return write(node, out, false) ? out.join('') : null;
}

const ELEMENT = Symbol.for('react.transitional.element');
const LEGACY_ELEMENT = Symbol.for('react.element');
const CLIENT_REFERENCE = Symbol.for('react.client.reference');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

const NEEDS_ESCAPE = /[&<>"']/;

/** Escapes text and attribute values as React does. Most values (class lists, names) need nothing: they are returned as they are. */
export function escapeHtml(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch) : value;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements React treats specially (controlled values, raw text, hoisting): always React's (an input only with a value). */
const REACT_ONLY = new Set(['select', 'textarea', 'option', 'script', 'style', 'template', 'title', 'meta', 'link', 'base', 'noscript', 'html', 'head', 'body', 'iframe', 'object']);
/** Boolean attributes: true writes the bare attribute, false leaves it out (React's list, trimmed). */
const BOOLEAN = new Set(['allowFullScreen', 'async', 'autoFocus', 'autoPlay', 'controls', 'default', 'defer', 'disabled', 'formNoValidate', 'hidden', 'inert', 'loop', 'noValidate', 'open', 'playsInline', 'readOnly', 'required', 'reversed', 'itemScope', 'multiple', 'muted']);
/** Booleans or strings. */
const OVERLOADED_BOOLEAN = new Set(['download', 'capture']);
/** React prop names whose attribute React spells otherwise (other names as they are: HTML ignores their case). */
const ALIASES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  tabIndex: 'tabindex',
  crossOrigin: 'crossorigin',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  strokeDasharray: 'stroke-dasharray',
  strokeOpacity: 'stroke-opacity',
  fillRule: 'fill-rule',
  fillOpacity: 'fill-opacity',
  clipRule: 'clip-rule',
  stopColor: 'stop-color',
  textAnchor: 'text-anchor',
  dominantBaseline: 'dominant-baseline',
};
/** camelCase names an SVG keeps as they are (the HTML parser restores their case). */
const SVG_CAMEL = new Set(['viewBox', 'preserveAspectRatio']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'xlinkHref', 'poster', 'cite', 'data']);
// The check React applies before it neutralises a javascript: URL.
const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

interface ElementLike {
  $$typeof: symbol;
  type: unknown;
  props: Record<string, unknown>;
}

function isElement(node: object): node is ElementLike {
  const tag = (node as { $$typeof?: unknown }).$$typeof;
  return tag === ELEMENT || tag === LEGACY_ELEMENT;
}

function write(node: unknown, out: string[], svg: boolean): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string') return out.push(escapeHtml(node)) > 0;
  if (typeof node === 'number' || typeof node === 'bigint') return out.push(String(node)) > 0;
  if (Array.isArray(node)) return node.every((child) => write(child, out, svg));
  if (typeof node !== 'object' || !isElement(node)) return false;
  const { type, props } = node;
  if (type === Fragment) return write(props.children, out, svg);
  if (typeof type === 'string') return writeHost(type, props, out, svg || type === 'svg');
  if (typeof type !== 'function' || (type as { $$typeof?: unknown }).$$typeof === CLIENT_REFERENCE) return false;
  let rendered: unknown;
  try {
    rendered = (type as (p: unknown) => unknown)(props);
  } catch {
    return false; // a component that needs React (hooks, context): React renders it
  }
  if (rendered && typeof (rendered as { then?: unknown }).then === 'function') return false; // async
  return write(rendered, out, svg);
}

/** Tag names already checked, so a table's hundreds of cells test the pattern once per name. */
const PLAIN_TAGS = new Set<string>();

function plainTag(tag: string): boolean {
  if (PLAIN_TAGS.has(tag)) return true;
  if (REACT_ONLY.has(tag) || !/^[a-z][a-z0-9-]*$/i.test(tag)) return false;
  if (PLAIN_TAGS.size < 200) PLAIN_TAGS.add(tag);
  return true;
}

function writeHost(tag: string, props: Record<string, unknown>, out: string[], svg: boolean): boolean {
  if (!plainTag(tag)) return false;
  // A control's value and checked state are React's to manage; a bare checkbox is plain markup.
  if (tag === 'input' && ['value', 'defaultValue', 'checked', 'defaultChecked'].some((name) => props[name] !== undefined)) return false;
  // A form posting to a URL is markup; one with a server action gets React's hidden fields.
  if (tag === 'form' && props.action !== undefined && typeof props.action !== 'string') return false;
  // React adds a preload link for these images.
  if (tag === 'img' && (props.srcSet || props.fetchPriority === 'high')) return false;
  let html = `<${tag}`;
  let inner: string | null = null;
  for (const name in props) {
    const value = props[name];
    if (name === 'children' || name === 'suppressHydrationWarning' || value === undefined || value === null) continue;
    if (name === 'dangerouslySetInnerHTML') {
      const raw = (value as { __html?: unknown }).__html;
      if (typeof raw !== 'string') return false;
      inner = raw;
      continue;
    }
    if (name === 'style') {
      const css = styleText(value);
      if (css === null) return false;
      if (css) html += ` style="${escapeHtml(css)}"`;
      continue;
    }
    const attribute = attributeName(name, svg);
    if (!attribute || typeof value === 'function' || typeof value === 'symbol') return false;
    if (typeof value === 'boolean') {
      if (name.startsWith('aria-') || name.startsWith('data-')) html += ` ${attribute}="${value}"`;
      else if (BOOLEAN.has(name) || OVERLOADED_BOOLEAN.has(name)) html += value ? ` ${attribute}=""` : '';
      else return false;
      continue;
    }
    if (typeof value === 'object') return false;
    const text = String(value);
    if (URL_ATTRIBUTES.has(name) && JAVASCRIPT_URL.test(text)) return false;
    html += ` ${attribute}="${escapeHtml(text)}"`;
  }
  if (VOID.has(tag)) {
    out.push(`${html}/>`);
    return props.children === undefined || props.children === null;
  }
  out.push(`${html}>`);
  if (inner !== null) out.push(inner);
  else if (!write(props.children, out, svg)) return false;
  out.push(`</${tag}>`);
  return true;
}

/** attributeName's answers, by prop name, in HTML and in SVG (a page uses a few dozen names). */
const NAMES = { html: new Map<string, string | null>(), svg: new Map<string, string | null>() };

function attributeName(name: string, svg: boolean): string | null {
  const known = svg ? NAMES.svg : NAMES.html;
  let attribute = known.get(name);
  if (attribute === undefined) {
    attribute = spellAttribute(name, svg);
    if (known.size < 500) known.set(name, attribute);
  }
  return attribute;
}

function spellAttribute(name: string, svg: boolean): string | null {
  if (name === 'key' || name === 'ref') return null;
  const alias = ALIASES[name];
  if (alias) return alias;
  if (name.startsWith('on')) return null; // an event handler, even a string one
  if (!/^[A-Za-z][\w:.-]*$/.test(name)) return null;
  // In an SVG the parser keeps camelCase only for the names it knows; others are React's to spell.
  if (svg) return /[A-Z]/.test(name) && !SVG_CAMEL.has(name) ? null : name;
  return name; // as React writes colSpan or srcSet: HTML attribute names ignore case
}

/** A style object as CSS text, or null for values this function leaves to React (unit-less numbers). */
function styleText(style: unknown): string | null {
  if (typeof style !== 'object' || style === null) return null;
  const parts: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (value === null || value === undefined || value === '' || typeof value === 'boolean') continue;
    const custom = property.startsWith('--');
    if (typeof value === 'number' && value !== 0 && !custom) return null;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const name = custom ? property : property.replace(/^ms(?=[A-Z])/, '-ms').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    parts.push(`${name}:${String(value).trim()}`);
  }
  return parts.join(';');
}
