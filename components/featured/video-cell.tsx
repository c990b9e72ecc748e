'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { GenerateVideoDialog } from '@/components/featured/generate-video-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useMutation } from '@/components/ui/use-mutation';
import type { VideoToggled } from '@/lib/api/featured';
import { VIDEO_MSG, type VideoState } from '@/lib/featured';
import { postJson } from '@/lib/http/json';

/** The 'Show on listing' switch of a ready video: 'Error toggling video' leaves it as it was. */
function ShowSwitch({ id, show, address, canOrder, url }: { id: number; show: boolean; address: string; canOrder: boolean; url: string }) {
  const [on, setOn] = useState(show);
  const toggle = useMutation({
    send: (next: boolean) => postJson<VideoToggled>(url, { id, show: next }),
    success: (answer) => answer.message,
    failureToast: { text: VIDEO_MSG.toggleFailed },
    onSuccess: (answer) => setOn(answer.show),
  });
  return (
    <span className="flex items-center gap-2 text-sm">
      <Switch
        checked={on}
        label={`${VIDEO_MSG.showOnListing}: ${address}`}
        disabled={!canOrder}
        busy={toggle.pending}
        onToggle={() => void toggle.submit(!on)}
      />
      <span aria-hidden="true">{VIDEO_MSG.showOnListing}</span>
    </span>
  );
}

/** The route handlers a video cell calls: the featured list's, or the exclusive list's (its own action). */
const VIDEO_API = {
  featured: { order: '/api/videos/order', show: '/api/videos/show' },
  pocket: { order: '/api/pocket/video', show: '/api/pocket/video/show' },
} as const;

/**
 * A listing's video (§4 Video per listing): Generate Video, processing with Refresh, ready with Download and the switch, or Error.
 * `photos` is read only while there is no video (to order one: the Generate Video dialog's choice). The
 * tables pass [] for a listing with a video: each URL rides in the page's payload once per row, and a
 * listing carries up to 30.
 */
export function VideoCell({
  listingKey,
  address,
  photos,
  video,
  canOrder,
  list = 'featured',
}: {
  listingKey: string;
  address: string;
  photos: string[];
  video: VideoState;
  canOrder: boolean;
  list?: keyof typeof VIDEO_API;
}) {
  const router = useRouter();
  switch (video.kind) {
    case 'none':
      if (photos.length === 0) return <span className="text-sm text-muted-foreground">{VIDEO_MSG.noPhotos}</span>;
      return canOrder ? <GenerateVideoDialog listingKey={listingKey} address={address} photos={photos} orderUrl={VIDEO_API[list].order} /> : <span className="text-muted-foreground">—</span>;
    case 'processing':
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="flex items-center gap-2 text-sm">
            <Spinner size="sm" />
            {video.status}
          </span>
          <Button variant="ghost" size="sm" aria-label={`Refresh the video of ${address}`} onClick={() => router.refresh()}>
            Refresh
          </Button>
        </div>
      );
    case 'ready':
      return (
        <div className="flex flex-col items-start gap-1.5">
          <a href={video.url} download className="text-sm font-medium text-brand underline-offset-2 hover:underline" aria-label={`Download the video of ${address}`}>
            Download
          </a>
          <ShowSwitch id={video.id} show={video.show} address={address} canOrder={canOrder} url={VIDEO_API[list].show} />
        </div>
      );
    case 'errored':
      return <Badge tone="danger">{VIDEO_MSG.error}</Badge>;
  }
}
