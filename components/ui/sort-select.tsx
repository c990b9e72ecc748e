'use client';

import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses, type SelectOption } from '@/components/ui/field';
import { useQueryNavigation } from '@/components/ui/use-query-navigation';

export interface SortSelectProps {
  /** The spec's sort codes with labels; value '' is the default order (parameter removed). */
  options: readonly SelectOption[];
  /** The current `sort` from the query string ('' when absent). */
  value: string;
  label?: string;
  /** Query parameter to set; 'sort' unless a screen uses another name. */
  param?: string;
  className?: string;
}

/** Changes `sort` (or another single-choice filter) in the query string and resets the offset. */
export function SortSelect({ options, value, label = 'Sort', param = 'sort', className }: SortSelectProps) {
  const id = useId();
  const { navigate, isPending } = useQueryNavigation();
  const [selected, setSelected] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setSelected(value);
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
          navigate({ [param]: event.target.value || null, offset: null });
        }}
        className={cn(controlClasses, 'h-10 w-auto pe-8')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
