'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/states';

/** A help item as the upstream 'user/help' answer lists it (the spec's title, type, content). */
export interface HelpItem {
  title: string;
  /** 'video' plays `content`; any other type shows `content` as text. */
  type: 'video' | (string & {});
  content: string;
}

export interface HelpVideoModalProps {
  items: readonly HelpItem[];
  /** Button text and dialog title; the spec calls it 'Pro Tips'. */
  label?: string;
  className?: string;
}

type VideoSource = { kind: 'file' | 'embed'; url: string };

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

/**
 * How to play a video item: a file URL in <video>, anything else in an <iframe>. YouTube and
 * Vimeo page links are turned into their embed URLs, since the pages themselves refuse framing.
 * Only http(s) URLs are used, so a stray `javascript:` never reaches the DOM.
 */
function videoSource(content: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(content.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', url: url.href };

  const host = url.hostname.replace(/^(www|m)\./, '');
  const youTubeId =
    host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' && url.pathname === '/watch' ? url.searchParams.get('v') : null;
  if (youTubeId) return { kind: 'embed', url: `https://www.youtube.com/embed/${encodeURIComponent(youTubeId)}` };
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname)?.[1] : undefined;
  if (vimeoId) return { kind: 'embed', url: `https://player.vimeo.com/video/${vimeoId}` };
  return { kind: 'embed', url: url.href };
}

function HelpItemBody({ item }: { item: HelpItem }) {
  const source = item.type === 'video' ? videoSource(item.content) : null;
  if (!source) return <p className="text-sm whitespace-pre-line text-foreground">{item.content}</p>;
  if (source.kind === 'file') {
    return (
      <video controls preload="metadata" src={source.url} className="aspect-video w-full rounded-md bg-black">
        <a href={source.url}>Download the video: {item.title}</a>
      </video>
    );
  }
  return (
    <iframe
      src={source.url}
      title={item.title}
      loading="lazy"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      // YouTube refuses to play in a frame that sends no referrer.
      referrerPolicy="strict-origin-when-cross-origin"
      className="aspect-video w-full rounded-md border-0 bg-black"
    />
  );
}

/**
 * The 'Pro Tips' button and its dialog of help items. Each item is a disclosure (the first one
 * open), so only the video being watched loads and plays.
 */
export function HelpVideoModal({ items, label = 'Pro Tips', className }: HelpVideoModalProps) {
  return (
    <Dialog
      title={label}
      size="lg"
      trigger={
        <Button variant="secondary" size="sm" className={className}>
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
            <circle cx="10" cy="10" r="7.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
            <path d="M8.5 7v6l4.5-3z" fill="currentColor" />
          </svg>
          {label}
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState title="No tips yet" text="Help for this page will appear here." />
      ) : (
        <div className="flex flex-col gap-2">
          {items.map((item, index) => (
            <details
              key={`${index}-${item.title}`}
              open={index === 0}
              // Folding an item away should not leave its video talking in the background.
              onToggle={(event) => {
                if (!event.currentTarget.open) event.currentTarget.querySelector('video')?.pause();
              }}
              className="group rounded-md border border-border open:bg-surface-muted"
            >
              <summary className="flex list-none items-center justify-between gap-3 rounded-md px-3 py-2 font-medium text-foreground [&::-webkit-details-marker]:hidden">
                {item.title}
                <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180">
                  <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
                </svg>
              </summary>
              <div className="px-3 pt-1 pb-3">
                <HelpItemBody item={item} />
              </div>
            </details>
          ))}
        </div>
      )}
    </Dialog>
  );
}
