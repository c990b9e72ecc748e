'use client';

import { RangeControl, Stepper } from '@/components/searches/filter-controls';
import { SelectField } from '@/components/ui/field';
import { formatPrice } from '@/lib/format';
import {
  DOM_OPTIONS,
  LOT_SIZE,
  PANEL_PRICE,
  priceScale,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  setCustomFlag,
  setDom,
  setStatus,
  SORT_LABELS,
  SORTS,
  SQFT,
  STATUS_KEYS,
  STATUS_LABELS,
  toggleType,
  yearScale,
  inverseKey,
  type CustomFilter,
  type Filters,
} from '@/lib/saved-searches/filters';

export interface FilterPanelProps {
  value: Filters;
  onChange: (f: Filters) => void;
  customFilters: CustomFilter[];
}

const STATUS_DOT: Partial<Record<string, string>> = {
  active: 'bg-[#2e7d32]',
  open: 'bg-[#1565c0]',
  pending: 'bg-[#f9a825]',
  closed: 'bg-[#ef6c00]',
  lease: 'bg-[#7b1fa2]',
};

function Check({ label, checked, onChange, dot }: { label: string; checked: boolean; onChange: (on: boolean) => void; dot?: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-[var(--color-brand)]"
      />
      {dot ? <span aria-hidden className={`size-2 rounded-full ${dot}`} /> : null}
      {label}
    </label>
  );
}

/**
 * The shared filter panel (saved searches and templates): every rule is a pure function of
 * lib/saved-searches/filters.ts; this only lays the controls out.
 */
export function FilterPanel({ value: f, onChange, customFilters }: FilterPanelProps) {
  const price = priceScale(f);
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="filter-panel">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Status</legend>
        {STATUS_KEYS.map((k) => (
          <Check
            key={k}
            label={STATUS_LABELS[k]}
            checked={f.status[k]}
            dot={STATUS_DOT[k]}
            onChange={(on) => onChange(setStatus(f, k, on))}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Property type</legend>
        {PROPERTY_TYPES.map((t) => (
          <Check key={t} label={PROPERTY_TYPE_LABELS[t]} checked={f.type.includes(t)} onChange={(on) => onChange(toggleType(f, t, on))} />
        ))}
      </fieldset>
      <div className="flex flex-col gap-3">
        <Stepper label="Beds" value={f.beds} onChange={(beds) => onChange({ ...f, beds })} />
        <Stepper label="Baths" value={f.baths} onChange={(baths) => onChange({ ...f, baths })} />
        <RangeControl
          label={f.status.lease ? 'Rent per month' : 'Price'}
          scale={price}
          value={f.price}
          show={(n) => formatPrice(n, PANEL_PRICE)}
          manual={{}}
          onChange={(p) => onChange({ ...f, price: p })}
        />
      </div>
      <div className="flex flex-col gap-3">
        <SelectField
          label="Days on market"
          value={f.dom.to === null ? '' : String(f.dom.to)}
          options={[{ value: '', label: 'Any' }, ...DOM_OPTIONS.map((d) => ({ value: String(d), label: d === 1 ? '1 day' : `${d} days` }))]}
          onChange={(e) => onChange(setDom(f, e.target.value ? Number(e.target.value) : null))}
        />
        <SelectField
          label="Sort"
          value={f.sort}
          options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          onChange={(e) => onChange({ ...f, sort: e.target.value as Filters['sort'] })}
        />
        <RangeControl
          label="Year built"
          scale={yearScale()}
          value={f.year_built}
          show={(n) => String(n)}
          onChange={(r) => onChange({ ...f, year_built: r })}
        />
      </div>
      <RangeControl
        label="Square feet"
        scale={SQFT}
        value={f.sqft}
        manual={{ clampAt: SQFT.max }}
        onChange={(r) => onChange({ ...f, sqft: r })}
      />
      <RangeControl
        label="Lot size (sqft)"
        scale={LOT_SIZE}
        value={f.lot_size}
        manual={{ clampAt: LOT_SIZE.max }}
        onChange={(r) => onChange({ ...f, lot_size: r })}
      />
      <fieldset className="flex flex-col gap-2 md:col-span-2">
        <legend className="mb-1 text-sm font-semibold">More</legend>
        <Check label="Price reductions only" checked={f.reductions} onChange={(reductions) => onChange({ ...f, reductions })} />
        <Check label="No HOA" checked={f.no_hoa} onChange={(no_hoa) => onChange({ ...f, no_hoa })} />
        {customFilters.map((c) => (
          <div key={c.name} className="flex flex-wrap gap-4">
            <Check label={c.label} checked={f.custom[c.name] === true} onChange={(on) => onChange(setCustomFlag(f, c.name, false, on))} />
            {c.allowInverse ? (
              <Check
                label={`No ${c.label.toLowerCase()}`}
                checked={f.custom[inverseKey(c.name)] === true}
                onChange={(on) => onChange(setCustomFlag(f, c.name, true, on))}
              />
            ) : null}
          </div>
        ))}
      </fieldset>
    </div>
  );
}
