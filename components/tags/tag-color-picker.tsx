import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { TAG_COLOR_PRESETS, TAG_COLORS, type TagColor } from '@/lib/tags/rules';

export interface TagColorPickerProps {
  value: TagColor | '';
  onChange: (color: TagColor) => void;
  error?: string;
}

/**
 * The five presets as a radio group of swatches: native radios (arrow keys move the choice), each
 * named by its label, the chosen one marked by a tick and a ring as well as by its colour.
 */
export function TagColorPicker({ value, onChange, error }: TagColorPickerProps) {
  const id = useId();
  return (
    // A radiogroup (not a bare group) may carry aria-invalid and aria-required; radios may not.
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-1.5"
    >
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-medium text-foreground">
        Colour
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {TAG_COLORS.map((color) => {
          const preset = TAG_COLOR_PRESETS[color];
          return (
            // The radio lies over its swatch, invisible: a click or tap lands on the control itself.
            <label key={color} className="relative">
              <input
                type="radio"
                name="color"
                value={color}
                checked={value === color}
                onChange={() => onChange(color)}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                style={{ backgroundColor: preset.background, color: preset.text }}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border-2 border-transparent px-3 text-sm font-medium',
                  'peer-checked:border-foreground peer-checked:ring-2 peer-checked:ring-surface peer-checked:ring-inset',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
                )}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true" className={cn('size-4', value !== color && 'hidden')}>
                  <path
                    d="m3.5 8.5 3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {preset.label}
              </span>
            </label>
          );
        })}
      </div>
      <div id={`${id}-error`} aria-live="polite" className="text-sm text-danger empty:hidden">
        {error ? <p>{error}</p> : null}
      </div>
    </fieldset>
  );
}
