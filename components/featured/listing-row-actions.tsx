'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { GenerateVideoDialog } from '@/components/featured/generate-video-dialog';
import { RemarksDialog } from '@/components/featured/remarks-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RowActions, useRowMutation, type RowActionEvent } from '@/components/ui/row-actions';
import { useMutation } from '@/components/hooks/use-mutation';
import type { FeaturedChanged, FeaturedRemoved, VideoToggled } from '@/lib/featured/answers';
import type { PocketDeleted } from '@/lib/pocket/answers';
import { FEATURED_MSG, VIDEO_MSG, type ListingActionRow } from '@/lib/featured/rules';
import { postJson } from '@/lib/http/json';
import { POCKET_MSG } from '@/lib/pocket/rules';

/**
 * Per list: the route handlers a listing's video calls (the exclusive list's are its own actions),
 * and the confirmed removal its rows offer (featured: Remove, a manual listing; exclusive: Delete).
 */
const LISTS = {
  featured: {
    video: { order: '/api/videos/order', show: '/api/videos/show' },
    drop: { action: 'remove', url: '/api/featured/remove', title: 'Remove listing', message: FEATURED_MSG.confirmRemove, label: 'Remove' },
  },
  pocket: {
    video: { order: '/api/pocket/video', show: '/api/pocket/video/show' },
    drop: { action: 'delete', url: '/api/pocket/delete', title: 'Delete listing', message: POCKET_MSG.confirmDelete, label: 'Delete' },
  },
} as const;

type DialogAction = 'drop' | 'remarks' | 'video-order';

/**
 * The row actions of the featured and exclusive listings tables, whose rows are plain markup
 * (featuredRowActionsHtml, remarksCellHtml, videoCellHtml, deletePocketButtonHtml): Hide/Unhide, Remove and Delete
 * (confirmed), the remarks editor, Generate Video, Refresh, and the video's 'Show on listing' switch
 * ('Error toggling video' leaves it as it was). One dialog at a time, for the row pressed.
 */
export function ListingRowActions({
  rows,
  list,
  canEdit,
  children,
}: {
  rows: ListingActionRow[];
  list: keyof typeof LISTS;
  canEdit: boolean;
  children: ReactNode;
}) {
  const { video, drop } = LISTS[list];
  const router = useRouter();
  const [open, setOpen] = useState<{ action: DialogAction; key: string } | null>(null);
  const close = () => setOpen(null);
  const row = open ? rows.find((r) => r.key === open.key) : undefined;

  const toggle = useRowMutation({
    send: (data: { key: string; active: boolean }) => postJson<FeaturedChanged>('/api/featured/active', data),
    success: (answer) => answer.message,
    refresh: true,
  });
  const show = useRowMutation({
    send: (data: { id: number; show: boolean }) => postJson<VideoToggled>(video.show, data),
    success: (answer) => answer.message,
    failureToast: { text: VIDEO_MSG.toggleFailed },
    onSuccess: (answer, button) => button.setAttribute('aria-checked', String(answer.show)),
  });
  const dropping = useMutation({
    send: (key: string) => postJson<FeaturedRemoved | PocketDeleted>(drop.url, { key }),
    success: (answer) => answer.message,
    refresh: true,
  });

  const onAction = ({ action, key, button }: RowActionEvent) => {
    const target = rows.find((r) => r.key === key);
    if (!target) return;
    if (action === 'toggle') void toggle(button, { key, active: !target.active });
    else if (action === 'video-show' && target.videoId !== null)
      void show(button, { id: target.videoId, show: button.getAttribute('aria-checked') !== 'true' });
    else if (action === 'video-refresh') router.refresh();
    else if (action === drop.action) setOpen({ action: 'drop', key });
    else if (action === 'remarks' || action === 'video-order') setOpen({ action, key });
  };

  return (
    <>
      <RowActions onAction={onAction}>{children}</RowActions>
      {row && open?.action === 'drop' ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : close())}
          title={drop.title}
          message={drop.message}
          confirmLabel={drop.label}
          variant="danger"
          onConfirm={() => dropping.submit(row.key)}
        />
      ) : null}
      {row && open?.action === 'remarks' ? (
        <RemarksDialog
          key={row.key}
          listingId={row.listingId}
          address={row.address}
          remarks={row.remarks}
          canEdit={canEdit}
          onClose={close}
        />
      ) : null}
      {row && open?.action === 'video-order' ? (
        <GenerateVideoDialog
          key={row.key}
          listingKey={row.key}
          address={row.address}
          photos={row.photos}
          orderUrl={video.order}
          onClose={close}
        />
      ) : null}
    </>
  );
}
