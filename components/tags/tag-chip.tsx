import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/components/ui/cn';
import { html, type SafeHtml } from '@/components/ui/safe-html';
import type { Tag } from '@/lib/tags/rules';

export interface TagChipProps {
  tag: Pick<Tag, 'tag' | 'name' | 'background' | 'textColor'>;
  className?: string;
}

/** A tag as a chip in its own colours (contrast checked in lib/tags/rules.ts), linking to the users who carry it. */
export function TagChip({ tag, className }: TagChipProps) {
  return (
    <AppLink href={chipHref(tag)} style={{ backgroundColor: tag.background, color: tag.textColor }} className={cn('tag-chip', className)}>
      {tag.name}
    </AppLink>
  );
}

function chipHref(tag: TagChipProps['tag']) {
  return `/users?${new URLSearchParams({ tag: tag.tag })}`;
}

/** The same chip as markup, for a table cell written with html. */
export function tagChipHtml({ tag }: TagChipProps): SafeHtml {
  return html`<a data-link="" href="${chipHref(tag)}" style="background-color:${tag.background};color:${tag.textColor}" class="tag-chip">${tag.name}</a>`;
}
