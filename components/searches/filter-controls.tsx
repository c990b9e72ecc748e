'use client';

import { useId } from 'react';
import { controlClasses } from '@/components/ui/field';
import {
  manualBound,
  rangeText,
  sliderRange,
  sliderValues,
  stepDown,
  stepperLabel,
  stepUp,
  type Bound,
  type Range,
  type Scale,
} from '@/lib/saved-searches/filters';

/** Beds and baths: Any, 1+, 2+ …; minus at 1 returns to Any. The value is announced as it changes. */
export function Stepper({ label, value, onChange }: { label: string; value: Bound; onChange: (v: Bound) => void }) {
  const id = useId();
  const text = stepperLabel(value);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center justify-between gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <span className="flex items-center gap-1">
        <button
          type="button"
          className="size-8 rounded-md border border-border-strong text-lg leading-none disabled:opacity-50"
          aria-label={`Fewer ${label.toLowerCase()}`}
          disabled={value === null}
          onClick={() => onChange(stepDown(value))}
        >
          −
        </button>
        <output aria-live="polite" aria-label={`${label}: ${text}`} className="w-10 text-center text-sm tabular-nums">
          {text}
        </output>
        <button
          type="button"
          className="size-8 rounded-md border border-border-strong text-lg leading-none"
          aria-label={`More ${label.toLowerCase()}`}
          onClick={() => onChange(stepUp(value))}
        >
          +
        </button>
      </span>
    </div>
  );
}

export interface RangeProps {
  label: string;
  scale: Scale;
  value: Range;
  onChange: (r: Range) => void;
  show?: (n: number) => string;
  /** Manual entry boxes (price, sqft, lot size); `clampAt` caps what is typed (sqft: 10,000). */
  manual?: { clampAt?: number };
}

/**
 * A two-thumb range of native range inputs (arrow keys, Page Up/Down, Home/End), each announcing its
 * value; at an extreme a thumb stores no bound. Optional boxes take typed amounts.
 */
export function RangeControl({ label, scale, value, onChange, show = (n) => n.toLocaleString('en-US'), manual }: RangeProps) {
  const id = useId();
  const [lo, hi] = sliderValues(scale, value);
  const set = (from: number, to: number) => onChange(sliderRange(scale, from, to));
  const lowText = value.from === null ? 'No minimum' : show(value.from);
  const highText = value.to === null ? 'No maximum' : show(value.to);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="flex w-full justify-between text-sm font-medium">
        <span>{label}</span>
        <span className="font-normal text-muted-foreground" aria-live="polite">
          {rangeText(value, show)}
        </span>
      </legend>
      {/* Each slider 24 px tall: at the browser's 16 px the two sat closer than a finger's target (WCAG 2.5.8). */}
      <div className="flex flex-col gap-1">
        <input
          type="range"
          aria-label={`Minimum ${label.toLowerCase()}`}
          aria-valuetext={lowText}
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={lo}
          onChange={(e) => set(Number(e.target.value), hi)}
          className="h-6 w-full accent-[var(--color-brand)]"
        />
        <input
          type="range"
          aria-label={`Maximum ${label.toLowerCase()}`}
          aria-valuetext={highText}
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={hi}
          onChange={(e) => set(lo, Number(e.target.value))}
          className="h-6 w-full accent-[var(--color-brand)]"
        />
      </div>
      {manual ? (
        <div className="grid grid-cols-2 gap-2">
          <label className="text-xs" htmlFor={`${id}-min`}>
            Min
            <input
              id={`${id}-min`}
              inputMode="numeric"
              className={controlClasses}
              value={value.from ?? ''}
              placeholder="No min"
              onChange={(e) => onChange({ ...value, from: manualBound(e.target.value, manual.clampAt) })}
            />
          </label>
          <label className="text-xs" htmlFor={`${id}-max`}>
            Max
            <input
              id={`${id}-max`}
              inputMode="numeric"
              className={controlClasses}
              value={value.to ?? ''}
              placeholder="No max"
              onChange={(e) => onChange({ ...value, to: manualBound(e.target.value, manual.clampAt) })}
            />
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
