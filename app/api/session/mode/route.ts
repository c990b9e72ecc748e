// POST /api/session/mode — switch between agent view and admin/manager view
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { forgetAppData } from '@/server/app-data';
import { guarded } from '@/server/http';
import { saveSession } from '@/server/session';

const Input = z.object({ managerMode: z.boolean() });

export const POST = guarded({ action: 'session.switchView', body: Input }, async ({ session, body }) => {
  await saveSession({ ...session, managerMode: body.managerMode });
  forgetAppData(session);
  return NextResponse.json({ managerMode: body.managerMode });
});
