'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { GenerateVideoDialog } from '@/components/featured/generate-video-dialog';
import { RemarksDialog } from '@/components/featured/remarks-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RowActions, useRowMutation, type RowActionEvent } from '@/components/ui/row-actions';
import { useMutation } from '@/components/ui/use-mutation';
import type { FeaturedChanged, FeaturedRemoved, VideoToggled } from '@/lib/api/featured';
import type { PocketDeleted } from '@/lib/api/pocket';
import { FEATURED_MSG, VIDEO_MSG, type ListingActionRow } from '@/lib/featured';
import { postJson } from '@/lib/http/json';
import { POCKET_MSG } from '@/lib/pocket';

/** The route handlers a listing's video calls: the featured list's, or the exclusive list's (its own action). */
const VIDEO_API = {
  featured: { order: '/api/videos/order', show: '/api/videos/show' },
  pocket: { order: '/api/pocket/video', show: '/api/pocket/video/show' },
} as const;

type DialogAction = 'remove' | 'delete' | 'remarks' | 'video-order';
const DIALOGS: readonly string[] = ['remove', 'delete', 'remarks', 'video-order'] satisfies DialogAction[];

/**
 * The row actions of the featured and exclusive listings tables, whose rows are plain markup
 * (FeaturedRowActions, RemarksCell, VideoCell, DeletePocketButton): Hide/Unhide, Remove and Delete
 * (confirmed), the remarks editor, Generate Video, Refresh, and the video's 'Show on listing' switch
 * ('Error toggling video' leaves it as it was). One dialog at a time, for the row pressed.
 */
export function ListingRowActions({ rows, list, canEdit, children }: { rows: ListingActionRow[]; list: keyof typeof VIDEO_API; canEdit: boolean; children: ReactNode }) {
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
    send: (data: { id: number; show: boolean }) => postJson<VideoToggled>(VIDEO_API[list].show, data),
    success: (answer) => answer.message,
    failureToast: { text: VIDEO_MSG.toggleFailed },
    onSuccess: (answer, button) => button.setAttribute('aria-checked', String(answer.show)),
  });
  const remove = useMutation({
    send: (key: string) => postJson<FeaturedRemoved>('/api/featured/remove', { key }),
    success: (answer) => answer.message,
    refresh: true,
  });
  const del = useMutation({
    send: (key: string) => postJson<PocketDeleted>('/api/pocket/delete', { key }),
    success: (answer) => answer.message,
    refresh: true,
  });

  const onAction = ({ action, key, button }: RowActionEvent) => {
    const target = rows.find((r) => r.key === key);
    if (!target) return;
    if (action === 'toggle') void toggle(button, { key, active: !target.active });
    else if (action === 'video-show' && target.videoId !== null) void show(button, { id: target.videoId, show: button.getAttribute('aria-checked') !== 'true' });
    else if (action === 'video-refresh') router.refresh();
    else if (DIALOGS.includes(action)) setOpen({ action: action as DialogAction, key });
  };

  return (
    <>
      <RowActions onAction={onAction}>{children}</RowActions>
      {row && open?.action === 'remove' ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : close())}
          title="Remove listing"
          message={FEATURED_MSG.confirmRemove}
          confirmLabel="Remove"
          variant="danger"
          onConfirm={() => remove.submit(row.key)}
        />
      ) : null}
      {row && open?.action === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : close())}
          title="Delete listing"
          message={POCKET_MSG.confirmDelete}
          confirmLabel="Delete"
          variant="danger"
          onConfirm={() => del.submit(row.key)}
        />
      ) : null}
      {row && open?.action === 'remarks' ? <RemarksDialog key={row.key} listingId={row.listingId} address={row.address} remarks={row.remarks} canEdit={canEdit} onClose={close} /> : null}
      {row && open?.action === 'video-order' ? <GenerateVideoDialog key={row.key} listingKey={row.key} address={row.address} photos={row.photos} orderUrl={VIDEO_API[list].order} onClose={close} /> : null}
    </>
  );
}
