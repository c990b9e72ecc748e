'use client';

import { useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useSortableList } from '@/components/app-resources/use-sortable-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { uploadWithProgress } from '@/components/hooks/upload-with-progress';
import type { PocketPhotoUploaded } from '@/lib/pocket/answers';
import { POCKET_MSG, POCKET_PHOTOS_MAX } from '@/lib/pocket/rules';

export interface PhotoManagerProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  disabled?: boolean;
}

const name = (i: number) => `Photo ${i + 1}`;

/**
 * The listing's photos: one JPEG or PNG at a time, dropped or chosen, uploaded with its progress
 * ('Photo uploaded' / 'An error occurred'); sortable thumbnails by drag or with the Move buttons (the
 * move announced); Remove after 'Remove this photo?'. The order is the listing's and is saved with it.
 */
export function PhotoManager({ photos, onChange, disabled = false }: PhotoManagerProps) {
  const toast = useToast();
  const listRef = useRef<HTMLOListElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });

  const move = (from: number, to: number) => {
    const list = [...latest.current];
    const [photo] = list.splice(from, 1);
    if (photo === undefined || to < 0 || to > list.length) return;
    list.splice(to, 0, photo);
    latest.current = list;
    onChange(list);
    setAnnounce(`${name(from)} moved to position ${to + 1} of ${list.length}`);
  };

  useSortableList(listRef, 'pocket-photo', !disabled && photos.length > 1, (key, to) => {
    const from = latest.current.indexOf(key);
    if (from >= 0) move(from, to);
  });

  const upload = async (file: File) => {
    if (latest.current.length >= POCKET_PHOTOS_MAX) {
      toast.error(POCKET_MSG.photosFull(POCKET_PHOTOS_MAX));
      return;
    }
    setProgress(0);
    const { result } = uploadWithProgress<PocketPhotoUploaded>('/api/pocket/photo', file, setProgress, 'raw');
    const answer = await result;
    setProgress(null);
    if (!answer.ok) {
      if (answer.aborted) toast.error(POCKET_MSG.photoReadAborted);
      else toast.error(answer.status === 413 || answer.status === 415 ? answer.message : POCKET_MSG.photoFailed);
      return;
    }
    latest.current = [...latest.current, answer.data.photo];
    onChange(latest.current);
    toast.success(POCKET_MSG.photoUploaded);
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (rejected.length > 0 || accepted.length > 1) {
      const many = accepted.length + rejected.length > 1;
      toast.error(many ? POCKET_MSG.photoOne : POCKET_MSG.photoType);
      return;
    }
    const file = accepted[0];
    if (file) void upload(file);
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
    multiple: false,
    maxFiles: 1,
    noClick: true,
    noKeyboard: true,
    disabled: disabled || progress !== null,
    onError: () => toast.error(POCKET_MSG.photoReadFailed),
  });

  return (
    <div className="flex flex-col gap-3">
      <div
        {...getRootProps({
          className: `flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-5 text-center text-sm ${isDragActive ? 'border-brand bg-brand-soft' : 'border-border-strong'}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Upload a photo (JPEG or PNG)' })} />
        <p>Drop one JPEG or PNG photo here, or</p>
        <Button type="button" variant="secondary" size="sm" onClick={open} disabled={disabled || progress !== null}>
          Choose a photo
        </Button>
        <p className="text-xs text-muted-foreground">
          Tip: {POCKET_MSG.photoGuidance}. Larger photos are scaled down for you, and their location data removed.
        </p>
        {progress !== null ? (
          <div className="w-full max-w-xs">
            <progress className="w-full" max={1} value={progress} aria-label="Uploading the photo" />
          </div>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {photos.length > 0 ? (
        <ol
          ref={listRef}
          aria-label="Listing photos, in the order the app shows them"
          className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3"
        >
          {photos.map((url, i) => (
            <li key={url} data-key={url} className="flex flex-col gap-1 rounded-md border border-border bg-surface p-2">
              {/* Up to 30 photos sit below the form: fetched and decoded as they scroll near, not before the first paint. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- the upstream's stored photo, any host */}
              <img
                src={url}
                alt={name(i)}
                loading="lazy"
                decoding="async"
                data-drag-handle="pocket-photo"
                className="aspect-[4/3] w-full cursor-grab rounded object-cover"
              />
              <div className="flex flex-wrap items-center justify-between gap-1">
                <span className="text-xs text-muted-foreground tabular-nums">{i + 1}</span>
                <span className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${name(i)} earlier`}
                    disabled={disabled || i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    ←
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${name(i)} later`}
                    disabled={disabled || i === photos.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    →
                  </Button>
                  <ConfirmDialog
                    title="Remove photo"
                    message={POCKET_MSG.removePhoto}
                    confirmLabel="Remove"
                    variant="danger"
                    onConfirm={() => {
                      latest.current = latest.current.filter((p) => p !== url);
                      onChange(latest.current);
                      setAnnounce(`${name(i)} removed`);
                    }}
                    trigger={
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="text-danger"
                        aria-label={`Remove ${name(i)}`}
                        disabled={disabled}
                      >
                        Remove
                      </Button>
                    }
                  />
                </span>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No photos yet.</p>
      )}
    </div>
  );
}
