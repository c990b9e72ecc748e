import { Badge } from '@/components/ui/badge';
import { RowActionButton, RowActionSwitch } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VIDEO_MSG, type VideoState } from '@/lib/featured/rules';

/**
 * A listing's video (§4 Video per listing) as plain markup: Generate Video, processing with Refresh,
 * ready with Download and the 'Show on listing' switch, or Error. The buttons are row actions
 * (`video-order`, `video-refresh`, `video-show`) that ListingRowActions carries out, so a table of
 * listings has no client component per row. `hasPhotos`: a listing without photos cannot order one.
 */
export function VideoCell({ listingKey, address, hasPhotos, video, canOrder }: { listingKey: string; address: string; hasPhotos: boolean; video: VideoState; canOrder: boolean }) {
  switch (video.kind) {
    case 'none':
      if (!hasPhotos) return <span className="text-sm text-muted-foreground">{VIDEO_MSG.noPhotos}</span>;
      return canOrder ? (
        <RowActionButton action="video-order" rowKey={listingKey} opensDialog aria-label={`${VIDEO_MSG.generate} for ${address}`}>
          {VIDEO_MSG.generate}
        </RowActionButton>
      ) : (
        <span className="text-muted-foreground">—</span>
      );
    case 'processing':
      return (
        <div className="flex flex-col items-start gap-1">
          <span className="flex items-center gap-2 text-sm">
            <Spinner size="sm" />
            {video.status}
          </span>
          <RowActionButton action="video-refresh" rowKey={listingKey} variant="ghost" aria-label={`Refresh the video of ${address}`}>
            Refresh
          </RowActionButton>
        </div>
      );
    case 'ready':
      return (
        <div className="flex flex-col items-start gap-1.5">
          <a href={video.url} download className="text-sm font-medium text-brand underline-offset-2 hover:underline" aria-label={`Download the video of ${address}`}>
            Download
          </a>
          <span className="flex items-center gap-2 text-sm">
            <RowActionSwitch action="video-show" rowKey={listingKey} checked={video.show} label={`${VIDEO_MSG.showOnListing}: ${address}`} disabled={!canOrder} />
            <span aria-hidden="true">{VIDEO_MSG.showOnListing}</span>
          </span>
        </div>
      );
    case 'errored':
      return <Badge tone="danger">{VIDEO_MSG.error}</Badge>;
  }
}
