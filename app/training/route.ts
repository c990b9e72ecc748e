// GET /training — redirect to the configured external education page
import { NextResponse } from 'next/server';
import { config } from '@/server/config';

export function GET() {
  return NextResponse.redirect(config().links.training, 307);
}
