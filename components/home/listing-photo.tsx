/** A listing's photo as a small rounded square, or a house outline when it has none. Decorative: the row names the listing. */
export function ListingPhoto({ src, size = 'md' }: { src: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-10' : 'size-12';
  if (!src) {
    return (
      <span className={`flex ${box} shrink-0 items-center justify-center rounded-md bg-surface-sunken text-muted-foreground`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none">
          <path
            d="M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- upstream photos come from arbitrary hosts
  return <img src={src} alt="" loading="lazy" className={`${box} shrink-0 rounded-md bg-surface-sunken object-cover`} />;
}
