// POST /api/search-templates — create a search template
import { NextResponse } from 'next/server';
import type { TemplateChanged } from '@/lib/saved-searches/answers';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';
import { SearchInput } from '@/lib/saved-searches/schema';
import { guarded } from '@/server/http';
import { saveTemplate } from '@/server/saved-searches';

export const POST = guarded({ action: 'templates.edit', body: SearchInput }, async ({ session, body }) => {
  const id = await saveTemplate(session, body);
  return NextResponse.json<TemplateChanged>({ id, message: SEARCH_MSG.templateSent }, { status: 201 });
});
