import { z } from 'zod';
import { RESOURCE_LIMITS } from '@/lib/app-resources/rules';
import { endpoint, Id } from './endpoint';

/**
 * App resources: the custom link sections of the app, in two scopes (global: everyone; agent: agents
 * only, the upstream's flag 1), for the whole brokerage or one office. The spec shows no paths: chosen.
 * The offices come from agents.listOffices.
 */

export const ResourceScope = z.enum(['global', 'agent']);

export const CustomContent = z.object({
  id: Id,
  sort_order: z.number().int(),
  title: z.string(),
  text: z.string().nullable(),
  url: z.string().nullable(),
});

export const CustomSection = z.object({
  id: Id,
  title: z.string(),
  /** null (or 0) for a top-level section; one level of sub-sections. */
  parent_id: Id.nullable(),
  sort_order: z.number().int(),
  /** 1 for the agent scope, 0 for the global one. */
  flag: z.union([z.literal(0), z.literal(1)]),
  office_id: Id.nullable(),
  contents: z.array(CustomContent),
});
export type CustomSection = z.output<typeof CustomSection>;

const Where = z.object({
  scope: ResourceScope,
  /** Absent: the brokerage-wide sections, seen in every office. */
  office_id: Id.optional(),
});

export const listCustomSections = endpoint({
  name: 'listCustomSections',
  method: 'GET',
  path: '/custom-sections',
  chosenPath: true,
  summary:
    "The custom sections of one scope ('global' for everyone, 'agent' for agents only) of the brokerage (no office_id) or of " +
    'one office, each with its contents, top-level sections and their sub-sections flat (parent_id), in sort_order. Admins only.',
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: Where,
  response: z.object({ sections: z.array(CustomSection) }),
});

const SavedContent = z.strictObject({
  /** null: a new link. */
  id: Id.nullable(),
  title: z.string().min(1).max(RESOURCE_LIMITS.title),
  text: z.string().max(RESOURCE_LIMITS.text),
  url: z.string().max(RESOURCE_LIMITS.url),
});
const SavedSubsection = z.strictObject({
  id: Id.nullable(),
  title: z.string().min(1).max(RESOURCE_LIMITS.title),
  contents: z.array(SavedContent).max(RESOURCE_LIMITS.entriesPerSection),
});
export const SavedSection = SavedSubsection.extend({
  /** Sub-sections: never under a section that has contents of its own. */
  sections: z.array(SavedSubsection).max(RESOURCE_LIMITS.sections),
});

export const saveCustomSections = endpoint({
  name: 'saveCustomSections',
  method: 'POST',
  path: '/custom-sections',
  chosenPath: true,
  summary:
    'Replace the custom sections of one scope of the brokerage (no office_id) or of one office with `list`, in order (the ' +
    'order is the sort_order). A section or content with an id keeps it (and its link clicks); one without is created; ' +
    'those of the scope left out are deleted with their link clicks. Refused (422): a sub-section under a sub-section, a ' +
    'section with both contents and sub-sections, a link that is not http(s), an id of another scope or office. Admins only. ' +
    'Answers the sections as listCustomSections does.',
  auth: 'key',
  scope: 'admin',
  body: 'json',
  request: Where.extend({ list: z.array(SavedSection).max(RESOURCE_LIMITS.sections) }),
  response: z.object({ sections: z.array(CustomSection) }),
});

export const LinkClicks = z.object({
  content_id: Id,
  title: z.string(),
  url: z.string(),
  /** Total times opened. */
  clicks: z.number().int().nonnegative(),
  /** The names of the users who opened it. */
  users: z.array(z.string()),
  /** The office of the link's section; empty for a brokerage-wide one ('Global'). */
  offices: z.array(z.string()),
});

export const listLinkClicks = endpoint({
  name: 'listLinkClicks',
  method: 'GET',
  path: '/custom-sections/clicks',
  chosenPath: true,
  summary:
    'Link click stats of every custom link of the app (both scopes, every office), most opened first: the link, how many times ' +
    "it was opened, the names of the users who opened it and its section's office. Admins only.",
  auth: 'key',
  scope: 'admin',
  body: 'query',
  request: z.object({}),
  response: z.object({ clicks: z.array(LinkClicks) }),
});
