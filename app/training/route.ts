// GET /training — redirect to the configured external education page
import { NextResponse } from 'next/server';
import { config } from '@/server/config';
import { publicRoute } from '@/server/http';

export const GET = publicRoute({}, async () => NextResponse.redirect(config().links.training, 307));
