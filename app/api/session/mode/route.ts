// POST /api/session/mode — switch between agent view and admin/manager view
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { forgetAppData } from '@/server/app-data';
import { legacyGuarded, readJson } from '@/server/http';
import { saveSession } from '@/server/session';

const Input = z.object({ managerMode: z.boolean() });

export const POST = legacyGuarded({ action: 'session.switchView' }, async (req, { session }) => {
  const input = await readJson(req, Input);
  if (input instanceof NextResponse) return input;
  await saveSession({ ...session, managerMode: input.managerMode });
  forgetAppData(session);
  return NextResponse.json({ managerMode: input.managerMode });
});
