import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/components/ui/cn';
import type { Tag } from '@/lib/tags/rules';

export interface TagChipProps {
  tag: Pick<Tag, 'tag' | 'name' | 'background' | 'textColor'>;
  className?: string;
}

/** A tag as a chip in its own colours (contrast checked in lib/tags/rules.ts), linking to the users who carry it. */
export function TagChip({ tag, className }: TagChipProps) {
  return (
    <AppLink
      href={`/users?${new URLSearchParams({ tag: tag.tag })}`}
      style={{ backgroundColor: tag.background, color: tag.textColor }}
      className={cn('tag-chip', className)}
    >
      {tag.name}
    </AppLink>
  );
}
