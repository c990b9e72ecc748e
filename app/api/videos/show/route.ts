// POST /api/videos/show — show a ready video on its listing in the app, or stop showing it
import { NextResponse } from 'next/server';
import type { VideoToggled } from '@/lib/featured/answers';
import { VIDEO_MSG } from '@/lib/featured/rules';
import { VideoShowInput } from '@/lib/featured/schema';
import { toggleVideo } from '@/server/featured';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'featured.video', body: VideoShowInput }, async ({ session, body }) => {
  const show = await toggleVideo(session, body.id, body.show);
  return NextResponse.json<VideoToggled>({ ok: true, show, message: show ? VIDEO_MSG.shown : VIDEO_MSG.hiddenVideo });
});
