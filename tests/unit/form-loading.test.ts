import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SavedSearchLoading from '@/app/(dashboard)/users/[userId]/agentsavedsearch/loading';
import NewTemplateLoading from '@/app/(dashboard)/searchlinks/new/loading';
import TemplateLoading from '@/app/(dashboard)/searchlinks/[searchId]/loading';
import NewPocketLoading from '@/app/(dashboard)/pocket/new/loading';
import PocketLoading from '@/app/(dashboard)/pocket/[listingId]/loading';

const html = (component: FunctionComponent) => renderToStaticMarkup(createElement(component));

/**
 * Next shows the nearest loading.tsx above a route while it loads: the editors under a list or a
 * detail page have their own, so none of them waits under that page's skeleton (the user's cards,
 * the templates' or the exclusive listings' table and title).
 */
describe("editors' loading boundaries", () => {
  it.each([
    ['the saved-search editor (new and existing)', SavedSearchLoading, 'Loading saved search', true],
    ['a new search template', NewTemplateLoading, 'Loading search template', true],
    ['a search template', TemplateLoading, 'Loading search template', true],
    ['a new exclusive listing', NewPocketLoading, 'Loading listing form', false],
    ['an exclusive listing', PocketLoading, 'Loading listing', false],
  ] as const)('%s: a form skeleton announcing itself, no other page title', (_, component, label, map) => {
    const out = html(component);
    expect(out).toContain(`<div role="status" class="p-4"><span class="sr-only">${label}</span>`);
    expect(out).not.toContain('<h1');
    expect(out.includes('h-96')).toBe(map);
  });
});
