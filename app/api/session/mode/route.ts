// POST /api/session/mode — switch between agent view and admin/manager view
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { forgetAppData } from '@/server/app-data';
import { actorOf } from '@/server/audit/record';
import { guarded } from '@/server/http';
import { saveSession } from '@/server/session';

const Input = z.object({ managerMode: z.boolean() });

export const POST = guarded({ action: 'session.switchView', body: Input }, async ({ session, body, audit }) => {
  const switched = { ...session, managerMode: body.managerMode };
  await saveSession(switched);
  forgetAppData(session);
  audit.actor = actorOf(switched);
  audit.summary = body.managerMode ? 'Switched to the manager view' : 'Switched to the agent view';
  return NextResponse.json({ managerMode: body.managerMode });
});
