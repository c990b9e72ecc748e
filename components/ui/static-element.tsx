import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { staticHtml } from '@/components/ui/static-html';

type Tag = 'nav' | 'ul' | 'ol' | 'thead' | 'div' | 'p' | 'span' | 'header' | 'figure';

export interface StaticElementProps extends HTMLAttributes<HTMLElement> {
  /** The element written around the children. */
  as: Tag;
  children?: ReactNode;
}

/**
 * Server-side: an element whose children are written as one HTML string when they are plain markup
 * (staticHtml: text, links, icons, badges), and rendered by React as usual when they are not (a client
 * component inside, say). For the server-rendered blocks every page repeats (the pager, the table's
 * head, the sidebar's help links): their elements then cost the page one string instead of a node
 * each in the RSC payload, its reading back and the HTML render, and nothing to hydrate.
 */
export function StaticElement({ as, children, ...props }: StaticElementProps) {
  const html = staticHtml(children);
  return html === null ? createElement(as, props, children) : createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
