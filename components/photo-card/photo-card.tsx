'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { photoProblem, sendPhoto } from '@/components/photo-card/send-photo';
import { PHOTO_MSG, PHOTO_TYPES } from '@/lib/forms/photo';

export interface PhotoCardProps {
  /** Whose photo: the avatar's initials and its text alternative ('Photo of …'). */
  name: string;
  photo: string | null;
  /** The route handler: POST uploads the raw image, DELETE removes it. */
  url: string;
  /** False in read-only mode: the photo is shown without upload or delete. */
  editable: boolean;
  title?: string;
}

/**
 * One JPEG or PNG photo: upload (the new photo shows at once) or delete after confirmation. The
 * file input is hidden behind a real button, so the keyboard reaches one control, not two.
 */
export function PhotoCard({ name, photo, url, editable, title = 'Photo' }: PhotoCardProps) {
  const router = useRouter();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(photo);
  const [shownProp, setShownProp] = useState(photo);
  // The just-uploaded file itself, so the new photo shows even if the upstream keeps the same URL.
  const [preview, setPreview] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (photo !== shownProp) {
    setShownProp(photo);
    setCurrent(photo);
  }

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setPending(true);
    const result = await sendPhoto(url, file);
    setPending(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    setCurrent(result.photo);
    setPreview(URL.createObjectURL(file));
    toast.success(PHOTO_MSG.saved);
    router.refresh();
  }

  async function remove(): Promise<boolean> {
    const result = await sendPhoto(url, null);
    if (!result.ok) {
      toast.error(result.message);
      return false;
    }
    setCurrent(null);
    setPreview(null);
    toast.success(PHOTO_MSG.deleted);
    router.refresh();
    return true;
  }

  const shown = preview ?? current;
  return (
    <Card title={title}>
      <div className="flex flex-col items-center gap-4">
        <Avatar name={name} src={shown} size="xl" alt={shown ? `Photo of ${name}` : ''} />
        {shown ? null : <p className="text-sm text-muted-foreground">No photo yet.</p>}
        {editable ? (
          <div className="flex flex-wrap justify-center gap-2">
            <input
              ref={input}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              aria-label={`Choose a photo for ${name}`}
              className="hidden"
              onChange={(event) => void upload(event)}
            />
            <Button variant="secondary" size="sm" pending={pending} onClick={() => input.current?.click()}>
              {shown ? 'Change photo' : 'Upload photo'}
            </Button>
            {shown ? (
              <ConfirmDialog
                title="Delete photo"
                message={PHOTO_MSG.confirmDelete}
                confirmLabel="Delete"
                variant="danger"
                onConfirm={remove}
                trigger={
                  <Button variant="ghost" size="sm" disabled={pending}>
                    Delete photo
                  </Button>
                }
              />
            ) : null}
          </div>
        ) : null}
        {editable ? <p className="text-center text-xs text-muted-foreground">One JPEG or PNG image, at most 5 MB.</p> : null}
      </div>
    </Card>
  );
}
