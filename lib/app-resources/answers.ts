import type { ResourceScope, SectionTree } from '@/lib/app-resources/rules';

/** POST /api/app-resources's answer: the scope's tree as saved (the new sections and links have their ids) and the toast. */
export type ResourcesSaved = { ok: true; scope: ResourceScope; sections: SectionTree; message: string };
