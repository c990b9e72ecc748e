// POST /api/search-templates/{templateId}/shared — share a template with every agent or stop (admin)
import { NextResponse } from 'next/server';
import type { TemplateShared } from '@/lib/saved-searches/answers';
import { SEARCH_MSG, templateRow } from '@/lib/saved-searches/rules';
import { SharedInput, TemplateParams } from '@/lib/saved-searches/schema';
import { brokerageTimeZone } from '@/server/alerts';
import { guarded } from '@/server/http';
import { getTemplate, setTemplateShared } from '@/server/saved-searches';

export const POST = guarded(
  { action: 'templates.share', params: TemplateParams, body: SharedInput },
  async ({ session, app, viewer, params, body }) => {
    const { id } = await getTemplate(session, params.templateId);
    await setTemplateShared(session, id, body.shared);
    const template = await getTemplate(session, id);
    return NextResponse.json<TemplateShared>({
      template: templateRow(viewer, template, brokerageTimeZone(app)),
      message: body.shared ? SEARCH_MSG.sharedOn : SEARCH_MSG.sharedOff,
    });
  },
);
