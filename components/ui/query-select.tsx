'use client';

import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses, type SelectOption } from '@/components/ui/field';
import { useQueryNavigation } from '@/components/hooks/use-query-navigation';

export interface QuerySelectProps {
  /** The choices; the value '' removes the parameter (the screen's default). */
  options: readonly SelectOption[];
  /** The parameter's current value in the query string ('' when absent). */
  value: string;
  /** The query parameter the select sets. */
  param: string;
  label: string;
  /** 'sm' for the pagination bar, 'md' beside a search box. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A labelled select whose choice lives in the query string: choosing navigates to the same path
 * with the parameter set and the offset removed (back to the first page). The choice shows at once;
 * it follows the URL when that changes elsewhere (back button, another control).
 */
export function QuerySelect({ options, value, param, label, size = 'md', className }: QuerySelectProps) {
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
        className={cn(controlClasses, size === 'sm' ? 'h-8 w-auto py-0 pe-8' : 'h-10 w-auto pe-8')}
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
