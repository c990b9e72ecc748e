import type { ActivityType } from '@/lib/home/rules';

const paths: Record<ActivityType, string> = {
  view: 'M2.5 10s2.8-5.5 7.5-5.5 7.5 5.5 7.5 5.5-2.8 5.5-7.5 5.5S2.5 10 2.5 10Zm7.5 2.3a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6Z',
  open: 'M11 3.5h5.5V9M16.5 3.5 9 11M14 12v3.5a1 1 0 0 1-1 1H4.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1H8',
  share:
    'M14.5 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-9 5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm9 5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM7.3 9.1l5.4-2.7m-5.4 4.5 5.4 2.7',
  fav: 'M10 16.5s-6.5-3.9-6.5-8.4A3.6 3.6 0 0 1 10 6a3.6 3.6 0 0 1 6.5 2.1c0 4.5-6.5 8.4-6.5 8.4Z',
  note: 'M4.5 3.5h8l3 3v10h-11zM7 9h6M7 12h6M7 15h3',
};

const tones: Record<ActivityType, string> = {
  view: 'bg-info-soft text-info',
  open: 'bg-surface-sunken text-muted-foreground',
  share: 'bg-brand-soft text-brand-strong',
  fav: 'bg-danger-soft text-danger',
  note: 'bg-warning-soft text-warning',
};

/** A small round icon per activity type; decorative, the row's text names the type. */
export function ActivityIcon({ type }: { type: ActivityType }) {
  return (
    <span className={`flex size-8 shrink-0 items-center justify-center rounded-full ${tones[type]}`} aria-hidden="true">
      <svg viewBox="0 0 20 20" className="size-4" fill="none">
        <path d={paths[type]} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
