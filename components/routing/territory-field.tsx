'use client';

import { useState } from 'react';
import { RegionMap } from '@/components/searches/region-map';
import { Button } from '@/components/ui/button';
import type { Territory } from '@/lib/routing/model';
import type { TerritoryMapSetup } from '@/lib/routing/screen';
import { openRing, territoryOf, territoryProblem } from '@/lib/routing/territory';
import type { Region } from '@/lib/saved-searches/polygons';

export interface TerritoryFieldProps {
  value: Territory | null;
  onChange: (territory: Territory | null) => void;
  map: TerritoryMapSetup;
  /** The check's message for the territory, after a refused save. */
  error?: string;
}

const ID = 'territory';

/**
 * A rule's territory, drawn with the saved-search editor's map (a picture until 'Edit map' or 'Draw
 * territory' loads it): one outline, redrawn to replace it, its corners dragged to move them. An
 * outline the territory check refuses (one that crosses itself) is taken back off the map with why.
 */
export function TerritoryField({ value, onChange, map, error }: TerritoryFieldProps) {
  const [drawing, setDrawing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const ring = value?.coordinates[0] ? openRing(value.coordinates[0]) : null;
  const items = ring ? [{ id: ID, name: 'Territory', ring }] : [];

  function take(next: Region): boolean {
    const territory = territoryOf(next);
    const problem = territoryProblem(territory);
    setMessage(problem);
    if (!problem) onChange(territory);
    return !problem;
  }

  const shown = message ?? error ?? null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Territory</legend>
      <p className="text-xs text-muted-foreground">Only leads whose first saved search lies in the territory. No territory: anywhere.</p>
      <RegionMap
        styleUrl={map.styleUrl}
        centre={map.centre}
        areas={map.areas}
        picture={map.picture}
        items={items}
        activeId={ring ? ID : null}
        drawing={drawing}
        focus={null}
        onDrawn={(_, next) => take(next)}
        onEdited={(_, next) => take(next)}
        onSelected={() => undefined}
        onDrawEnd={() => setDrawing(false)}
        words={{
          label:
            "Map of the rule's territory. Draw it with a mouse or a finger: press Draw territory, tap each corner, then the first corner again.",
          failed: 'The map could not be shown. The rule can still be saved without a territory.',
          picture: ring ? 'Picture of the map with the rule’s territory' : 'Picture of the map: no territory yet',
        }}
      />
      <p role="alert" className="min-h-5 text-sm text-danger" data-testid="territory-message">
        {shown}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant={drawing ? 'primary' : 'secondary'}
          aria-pressed={drawing}
          onClick={() => {
            setMessage(null);
            setDrawing(!drawing);
          }}
        >
          {drawing ? 'Stop drawing' : ring ? 'Draw it again' : 'Draw territory'}
        </Button>
        {ring ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              setMessage(null);
              setDrawing(false);
              onChange(null);
            }}
          >
            Remove territory
          </Button>
        ) : null}
        {drawing ? (
          <span className="text-xs text-muted-foreground">Tap the map to add corners; tap the first corner to finish.</span>
        ) : null}
      </div>
    </fieldset>
  );
}
