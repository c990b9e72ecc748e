/** The '×' of close and dismiss buttons; decorative, the button carries the label. */
export function CloseIcon({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={size === 'sm' ? 'size-4' : 'size-5'}>
      <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
