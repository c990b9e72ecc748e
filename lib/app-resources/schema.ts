import { z } from 'zod';
import { checkUrl, RESOURCE_LIMITS, RESOURCES_MSG } from '@/lib/app-resources/rules';

/**
 * POST /api/app-resources's body (the copy that counts): one scope's whole tree, two levels at most
 * (a sub-section has no `sections` key: a tree nested three deep is refused as an unknown key), the tree
 * rules (sub-sections only under a top-level section without links) and the link rule, the limits of
 * lib/app-resources/rules.ts. The editor runs the same rules (checkTree) before it sends.
 */
const Id = z.number().int().positive().max(2_147_483_647).nullable();
const Title = (message: string) => z.string().trim().min(1, message).max(RESOURCE_LIMITS.title);

const Entry = z.strictObject({
  id: Id,
  title: Title(RESOURCES_MSG.entryTitle),
  text: z.string().max(RESOURCE_LIMITS.text),
  url: z
    .string()
    .max(RESOURCE_LIMITS.url)
    .refine((url) => checkUrl(url) === null, RESOURCES_MSG.badUrl),
});

const Subsection = z.strictObject({
  id: Id,
  title: Title(RESOURCES_MSG.sectionTitle),
  entries: z.array(Entry).max(RESOURCE_LIMITS.entriesPerSection),
});

const Section = Subsection.extend({ sections: z.array(Subsection).max(RESOURCE_LIMITS.sections) }).refine(
  (s) => s.entries.length === 0 || s.sections.length === 0,
  RESOURCES_MSG.entriesWithSubs,
);

export const SaveResourcesInput = z
  .strictObject({
    scope: z.enum(['global', 'agent']),
    /** null: the brokerage-wide sections. */
    office: z.number().int().positive().max(2_147_483_647).nullable(),
    sections: z.array(Section).max(RESOURCE_LIMITS.sections, RESOURCES_MSG.tooMany),
  })
  .refine((b) => b.sections.reduce((n, s) => n + 1 + s.sections.length, 0) <= RESOURCE_LIMITS.sections, RESOURCES_MSG.tooMany)
  .refine(
    (b) =>
      b.sections.reduce((n, s) => n + s.entries.length + s.sections.reduce((m, c) => m + c.entries.length, 0), 0) <=
      RESOURCE_LIMITS.entries,
    `At most ${RESOURCE_LIMITS.entries} links can be saved at once.`,
  );
export type SaveResourcesInput = z.output<typeof SaveResourcesInput>;
