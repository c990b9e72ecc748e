// POST /api/pocket/video — order an exclusive listing's AI video: free (ordered now) or the payment page to open
import { NextResponse } from 'next/server';
import type { VideoOrdered } from '@/lib/featured/answers';
import { VIDEO_MSG } from '@/lib/featured/rules';
import { VideoOrderInput } from '@/lib/featured/schema';
import { orderVideo } from '@/server/featured';
import { guarded } from '@/server/http';

export const POST = guarded({ action: 'pocket.video', body: VideoOrderInput }, async ({ session, body }) => {
  const order = await orderVideo(session, body.key, body.photos, 'pocket');
  return NextResponse.json<VideoOrdered>(
    order.free
      ? { ok: true, free: true, url: null, message: VIDEO_MSG.ordered }
      : { ok: true, free: false, url: order.url, message: VIDEO_MSG.paymentOpened },
  );
});
