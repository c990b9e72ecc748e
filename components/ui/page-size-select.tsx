'use client';

import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/field';
import { useQueryNavigation } from '@/components/ui/use-query-navigation';

export interface PageSizeSelectProps {
  /** Sizes to offer, e.g. [0, 10, 25, 50]; 0 is labelled allLabel. */
  options: readonly number[];
  /** The current limit from the query string. */
  value: number;
  label?: string;
  allLabel?: string;
  className?: string;
}

/** Changes `limit` in the query string and goes back to the first page (offset removed). */
export function PageSizeSelect({ options, value, label = 'Rows per page', allLabel = 'All', className }: PageSizeSelectProps) {
  const id = useId();
  const { navigate, isPending } = useQueryNavigation();
  // Local copy so the choice shows at once; it follows the prop when the URL changes elsewhere.
  const [selected, setSelected] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setSelected(String(value));
  }

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        value={selected}
        aria-busy={isPending || undefined}
        onChange={(event) => {
          setSelected(event.target.value);
          navigate({ limit: event.target.value, offset: null });
        }}
        className={cn(controlClasses, 'h-8 w-auto py-0 pe-8')}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {option === 0 ? allLabel : option}
          </option>
        ))}
      </select>
    </div>
  );
}
