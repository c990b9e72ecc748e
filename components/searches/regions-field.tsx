'use client';

import { useState } from 'react';
import type { NamedArea } from '@/components/searches/map-engine';
import { LocationSearch } from '@/components/searches/location-search';
import { RegionMap } from '@/components/searches/region-map';
import { Button } from '@/components/ui/button';
import type { MapPicture } from '@/lib/map-picture';
import {
  addRegion,
  MAX_REGIONS,
  REGION_MSG,
  removeRegion,
  selectRegion,
  updateRegion,
  type Region,
  type RegionState,
} from '@/lib/saved-searches/polygons';
import type { Suggestion } from '@/lib/saved-searches/rules';

export interface RegionsFieldProps {
  value: RegionState;
  onChange: (next: RegionState) => void;
  /** A chosen city, zip or address: the search's centre. */
  onPlace: (lat: number, lng: number) => void;
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  areas: NamedArea[];
  picture: MapPicture;
}

/** The first free 'Region N' name. */
function nextName(state: RegionState): string {
  for (let n = 1; ; n++) if (!state.items.some((r) => r.name === `Region ${n}`)) return `Region ${n}`;
}

/**
 * Search regions: up to 3, drawn on the map or chosen from the location suggestions; drawing mode on
 * and off; one active; removing one activates a neighbour; a crossing outline is refused with a
 * message. The list beside the map does everything without a mouse.
 */
export function RegionsField({ value, onChange, onPlace, styleUrl, centre, areas, picture }: RegionsFieldProps) {
  const [drawing, setDrawing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ lat: number; lng: number; zoom?: number } | null>(null);
  const full = value.items.length >= MAX_REGIONS;

  function add(id: string, name: string, ring: Region): boolean {
    const { state, error } = addRegion(value, { id, name, ring });
    setMessage(error);
    if (!error) onChange(state);
    return !error;
  }

  function choose(s: Suggestion) {
    if (s.kind === 'area') {
      const ring = s.regions[0];
      if (!ring) return;
      if (add(`area-${Date.now()}`, s.label, ring)) setFocus({ lat: s.lat, lng: s.lng, zoom: 14 });
    } else if (s.lat !== null && s.lng !== null) {
      setFocus({ lat: s.lat, lng: s.lng, zoom: s.kind === 'address' ? 16 : 13 });
      onPlace(s.lat, s.lng);
    }
  }

  function toggleDrawing() {
    if (!drawing && full) {
      setMessage(REGION_MSG.max);
      return;
    }
    setMessage(null);
    setDrawing(!drawing);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
      <div className="flex flex-col gap-2">
        <RegionMap
          styleUrl={styleUrl}
          centre={centre}
          areas={areas}
          picture={picture}
          items={value.items}
          activeId={value.activeId}
          drawing={drawing}
          focus={focus}
          onDrawn={(id, ring) => add(id, nextName(value), ring)}
          onEdited={(id, ring) => {
            const { state, error } = updateRegion(value, id, ring);
            setMessage(error);
            if (!error) onChange(state);
            return !error;
          }}
          onSelected={(id) => onChange(selectRegion(value, id))}
          onDrawEnd={() => setDrawing(false)}
        />
        <p role="alert" className="min-h-5 text-sm text-danger" data-testid="region-message">
          {message}
        </p>
      </div>
      <div className="flex flex-col gap-3">
        <LocationSearch onChoose={choose} />
        <Button type="button" variant={drawing ? 'primary' : 'secondary'} aria-pressed={drawing} onClick={toggleDrawing}>
          {drawing ? 'Stop drawing' : 'Draw a region'}
        </Button>
        {drawing ? <p className="text-xs text-muted-foreground">Click the map to add corners; click the first corner to finish.</p> : null}
        <fieldset>
          <legend className="mb-1 text-sm font-medium">
            Regions ({value.items.length} of {MAX_REGIONS})
          </legend>
          {value.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No regions: the search covers 5 miles around its location.</p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label="Regions">
              {value.items.map((r) => (
                <li key={r.id} className="flex items-center gap-2">
                  <button
                    type="button"
                    aria-pressed={r.id === value.activeId}
                    onClick={() => onChange(selectRegion(value, r.id))}
                    className={`flex-1 truncate rounded-md border px-2 py-1 text-left text-sm ${r.id === value.activeId ? 'border-brand bg-brand-soft font-semibold' : 'border-border-strong'}`}
                  >
                    {r.name}
                    {r.id === value.activeId ? <span className="sr-only"> (active)</span> : null}
                  </button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${r.name}`}
                    onClick={() => {
                      setMessage(null);
                      onChange(removeRegion(value, r.id));
                    }}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </div>
    </div>
  );
}
