// @mapbox/mapbox-gl-draw ships no types; these are the parts components/searches/map-engine.ts uses
// (declared here rather than pulling mapbox-gl's types into a maplibre project).
declare module '@mapbox/mapbox-gl-draw' {
  import type { Feature, FeatureCollection, Polygon } from 'geojson';

  export interface DrawOptions {
    displayControlsDefault?: boolean;
    controls?: Record<string, boolean>;
    defaultMode?: string;
    userProperties?: boolean;
    styles?: object[];
  }
  export type DrawEvent = { features: Feature<Polygon>[] };

  export default class MapboxDraw {
    static constants: { classes: Record<string, string> };
    constructor(options?: DrawOptions);
    onAdd(map: unknown): HTMLElement;
    onRemove(map: unknown): void;
    set(fc: FeatureCollection): string[];
    getAll(): FeatureCollection;
    delete(ids: string | string[]): this;
    deleteAll(): this;
    changeMode(mode: string, options?: object): this;
    getMode(): string;
    trash(): this;
  }
}
