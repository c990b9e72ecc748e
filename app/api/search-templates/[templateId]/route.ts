// POST /api/search-templates/{templateId} — update a template; DELETE — delete it (agents: their unshared ones only)
import { NextResponse } from 'next/server';
import type { TemplateChanged } from '@/lib/saved-searches/answers';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';
import { SearchInput, TemplateParams } from '@/lib/saved-searches/schema';
import { guarded } from '@/server/http';
import { changeableTemplate, deleteTemplate, saveTemplate } from '@/server/saved-searches';

export const POST = guarded(
  { action: 'templates.edit', params: TemplateParams, body: SearchInput },
  async ({ session, viewer, params, body }) => {
    const { id } = await changeableTemplate(session, viewer, params.templateId);
    await saveTemplate(session, body, id);
    return NextResponse.json<TemplateChanged>({ id, message: SEARCH_MSG.templateUpdated });
  },
);

export const DELETE = guarded({ action: 'templates.edit', params: TemplateParams }, async ({ session, viewer, params }) => {
  const { id } = await changeableTemplate(session, viewer, params.templateId);
  await deleteTemplate(session, id);
  return NextResponse.json<TemplateChanged>({ id, message: SEARCH_MSG.templateDeleted });
});
