import { initials } from '@/lib/format';
import { cn } from '@/components/ui/cn';
import { html, type SafeHtml } from '@/components/ui/safe-html';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Person or place the avatar stands for; its initials are the fallback. */
  name: string | null | undefined;
  /** Photo URL from the upstream; blank or missing shows the initials. */
  src?: string | null;
  size?: AvatarSize;
  /**
   * Text alternative. Defaults to '' (decorative), right when the name is printed next to the
   * avatar, as in list rows; pass the name when the avatar stands alone.
   */
  alt?: string;
  className?: string;
}

const sizes: Record<AvatarSize, string> = {
  xs: 'size-6 text-[0.625rem]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-24 text-2xl',
};

/**
 * A round photo over the person's initials. Pure markup (no state), so it renders on the server:
 * the initials sit underneath the image, and a photo that fails to load (alt '' draws nothing)
 * leaves them visible without any client-side error handling.
 */
export function Avatar({ name, src, size = 'md', alt = '', className }: AvatarProps) {
  const letters = initials(name) || '?';
  const decorative = alt === '';
  return (
    <span
      role={decorative || src ? undefined : 'img'}
      aria-label={decorative || src ? undefined : alt}
      className={avatarClasses(size, className)}
    >
      <span aria-hidden="true">{letters}</span>
      {src ? (
        // Upstream photos come from arbitrary hosts, which next/image would need listed in config;
        // transparent text hides the alt text of a broken image so it does not cover the initials.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt={alt} loading="lazy" decoding="async" className={PHOTO_CLASSES} />
      ) : null}
    </span>
  );
}

function avatarClasses(size: AvatarSize, className: string | undefined) {
  return cn(
    'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    'bg-brand-soft font-semibold text-brand-strong select-none',
    sizes[size],
    className,
  );
}

const PHOTO_CLASSES = 'absolute inset-0 size-full object-cover text-transparent';

/** A decorative avatar (its name printed beside it) as markup, for a table cell written with html. */
export function avatarHtml({ name, src, size = 'md', className }: Omit<AvatarProps, 'alt'>): SafeHtml {
  const photo = src ? html`<img src="${src}" alt="" loading="lazy" decoding="async" class="${PHOTO_CLASSES}"/>` : null;
  return html`<span class="${avatarClasses(size, className)}"><span aria-hidden="true">${initials(name) || '?'}</span>${photo}</span>`;
}
