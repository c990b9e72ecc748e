import { badgeHtml } from '@/components/ui/badge';
import { rowActionButtonHtml, rowActionSwitchHtml } from '@/components/ui/button';
import { html, type SafeHtml } from '@/components/ui/safe-html';
import { spinnerHtml } from '@/components/ui/spinner';
import { VIDEO_MSG, type VideoState } from '@/lib/featured/rules';

/**
 * A listing's video as markup: Generate Video, processing with Refresh,
 * ready with Download and the 'Show on listing' switch, or Error. The buttons are row actions
 * (`video-order`, `video-refresh`, `video-show`) that ListingRowActions carries out, so a table of
 * listings has no client component per row. `hasPhotos`: a listing without photos cannot order one.
 */
export function videoCellHtml({
  listingKey,
  address,
  hasPhotos,
  video,
  canOrder,
}: {
  listingKey: string;
  address: string;
  hasPhotos: boolean;
  video: VideoState;
  canOrder: boolean;
}): SafeHtml {
  switch (video.kind) {
    case 'none':
      if (!hasPhotos) return html`<span class="text-sm text-muted-foreground">${VIDEO_MSG.noPhotos}</span>`;
      return canOrder
        ? rowActionButtonHtml({
            action: 'video-order',
            rowKey: listingKey,
            opensDialog: true,
            label: `${VIDEO_MSG.generate} for ${address}`,
            text: VIDEO_MSG.generate,
          })
        : html`<span class="text-muted-foreground">—</span>`;
    case 'processing':
      return html`<div class="flex flex-col items-start gap-1"><span class="flex items-center gap-2 text-sm">${spinnerHtml('sm')}${video.status}</span>${rowActionButtonHtml({ action: 'video-refresh', rowKey: listingKey, variant: 'ghost', label: `Refresh the video of ${address}`, text: 'Refresh' })}</div>`;
    case 'ready':
      return html`<div class="flex flex-col items-start gap-1.5"><a href="${video.url}" download="" class="text-sm font-medium text-brand underline-offset-2 hover:underline" aria-label="Download the video of ${address}">Download</a><span class="flex items-center gap-2 text-sm">${rowActionSwitchHtml({ action: 'video-show', rowKey: listingKey, checked: video.show, label: `${VIDEO_MSG.showOnListing}: ${address}`, disabled: !canOrder })}<span aria-hidden="true">${VIDEO_MSG.showOnListing}</span></span></div>`;
    case 'errored':
      return badgeHtml(VIDEO_MSG.error, { tone: 'danger' });
  }
}
