'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import type { VideoOrdered } from '@/lib/featured/answers';
import { checkVideoPhotos, VIDEO_MSG, VIDEO_PHOTOS } from '@/lib/featured/rules';
import { postJson } from '@/lib/http/json';

/**
 * 'Generate Video': choose no photo (the AI chooses) or 6 to 10, confirm, then order. A 'free' order
 * reloads the screen; otherwise the payment page opens in a new tab (opened at the click, so no popup
 * blocker stops it, and pointed at the page once the link is known).
 */
export function GenerateVideoDialog({
  listingKey,
  address,
  photos,
  orderUrl = '/api/videos/order',
  onClose,
}: {
  listingKey: string;
  address: string;
  photos: string[];
  orderUrl?: string;
  /** The dialog opens when mounted (a row's Generate Video) and calls this when it closes. */
  onClose: () => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const [chosen, setChosen] = useState<string[]>([]);
  const [failedPhotos, setFailedPhotos] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const flip = (url: string) => {
    setProblem(null);
    setChosen((c) => (c.includes(url) ? c.filter((u) => u !== url) : [...c, url]));
  };

  const order = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const result = await postJson<VideoOrdered>(orderUrl, { key: listingKey, photos: chosen });
    if (!result.ok) {
      tab?.close();
      toast.error(VIDEO_MSG.paymentFailed);
      return false;
    }
    onClose();
    if (result.data.free || !result.data.url) {
      tab?.close();
      toast.success(result.data.message);
      router.refresh();
      return true;
    }
    if (tab) tab.location.href = result.data.url;
    else window.open(result.data.url, '_blank', 'noopener');
    toast.success(result.data.message);
    router.refresh();
    return true;
  };

  return (
    <>
      <Dialog
        title={`${VIDEO_MSG.generate}: ${address}`}
        description={`Choose no photo and the AI picks the best ones, or choose ${VIDEO_PHOTOS.min} to ${VIDEO_PHOTOS.max}.`}
        size="lg"
        open
        onOpenChange={(next) => (next ? undefined : onClose())}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                const refused = checkVideoPhotos(chosen.length);
                if (refused) {
                  setProblem(refused);
                  return;
                }
                setConfirming(true);
              }}
            >
              {VIDEO_MSG.generate}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <p aria-live="polite" className="text-sm">
            {chosen.length === 0 ? 'No photo chosen: the AI chooses.' : `${chosen.length} photo${chosen.length === 1 ? '' : 's'} chosen.`}
          </p>
          {problem ? (
            <p role="alert" className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger">
              {problem}
            </p>
          ) : null}
          {failedPhotos > 0 ? (
            <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm">
              {VIDEO_MSG.photosWarning}
            </p>
          ) : null}
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {photos.map((url, i) => {
              const on = chosen.includes(url);
              return (
                <li key={url}>
                  <label
                    className={`block cursor-pointer overflow-hidden rounded-md border-2 ${on ? 'border-brand' : 'border-transparent'}`}
                  >
                    <input type="checkbox" className="sr-only" checked={on} onChange={() => flip(url)} aria-label={`Photo ${i + 1}`} />
                    {/* eslint-disable-next-line @next/next/no-img-element -- the upstream's listing photo, any host */}
                    <img
                      src={url}
                      alt=""
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                      onError={() => setFailedPhotos((n) => n + 1)}
                    />
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={VIDEO_MSG.generate}
        message={VIDEO_MSG.confirm}
        confirmLabel={VIDEO_MSG.generate}
        onConfirm={order}
      />
    </>
  );
}
