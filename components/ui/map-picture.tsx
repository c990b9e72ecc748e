import type { ReactNode } from 'react';
import type { MapPicture } from '@/lib/map-picture';
import { BASEMAP_COLOURS } from '@/lib/map-style';

/**
 * The picture a map screen opens with (lib/map-picture.ts): the basemap the server drew, and over it
 * what the screen draws in the picture's coordinates (`children`: the regions, the marker). The view
 * shows whole at any width ('meet'); the basemap reaches beyond it to fill a wider or taller map.
 */
export function MapPictureSvg({ picture, label, children }: { picture: MapPicture; label: string; children?: ReactNode }) {
  const { view } = picture;
  return (
    <svg
      viewBox={`0 0 ${Math.round(view.w)} ${Math.round(view.h)}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
      data-testid="map-picture"
      className="absolute inset-0 h-full w-full"
      style={{ background: BASEMAP_COLOURS.water }}
    >
      <path d={picture.land} fill={BASEMAP_COLOURS.land} />
      <path d={picture.counties} fill="none" stroke={BASEMAP_COLOURS.county} strokeWidth={0.7} vectorEffect="non-scaling-stroke" />
      <path d={picture.states} fill="none" stroke={BASEMAP_COLOURS.state} strokeWidth={1.4} vectorEffect="non-scaling-stroke" />
      {children}
    </svg>
  );
}
