import { geoConicConformal, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';
import { cityCentroid } from '../../domain/center/city-centroids.ts';
import type { GeoPoint } from '../../domain/center/geo.ts';
import { markerRadius } from './map-markers.ts';
import { spreadMarkers } from './spread-markers.ts';

/**
 * The directory's map of Minnesota, worked out at build time (never in the browser): the state
 * outline from us-atlas projected with d3-geo into a small SVG path, and one marker per city
 * with centers. Coordinates are whole SVG units and points closer than MIN_STEP to the last
 * kept one are dropped, which keeps the outline to a few kilobytes.
 */

/** The id of the outline's path in its file (src/pages/centers/minnesota-outline.svg.ts). */
export const MAP_OUTLINE_ID = 'outline';

/** The SVG's width; its height follows from the state's shape. */
export const MAP_WIDTH = 300;
const PADDING = 8;
/** Outline points nearer than this (in SVG units) to the previous point are left out. */
const MIN_STEP = 2;
const MINNESOTA_FIPS = '27';

/**
 * One city's marker: where it is drawn (near the city: moved so as not to cover another
 * marker) and how many centers it has.
 */
interface CityMarker {
  city: string;
  count: number;
  x: number;
  y: number;
}

/** The map, ready to draw. */
export interface MinnesotaMap {
  width: number;
  height: number;
  /** The state outline as an SVG path. */
  outline: string;
  /** Busiest city first, then by name. */
  markers: CityMarker[];
}

/** What the map needs of a center. */
export interface MappedCenter {
  city: string;
  location: GeoPoint | null;
}

function minnesota(): Feature<Polygon | MultiPolygon> {
  const topology = states as unknown as Topology<{ states: GeometryCollection }>;
  const all = feature(topology, topology.objects.states);
  const found = all.features.find((f) => String(f.id) === MINNESOTA_FIPS);
  if (!found || (found.geometry.type !== 'Polygon' && found.geometry.type !== 'MultiPolygon')) {
    throw new Error('us-atlas has no Minnesota outline');
  }
  return found as Feature<Polygon | MultiPolygon>;
}

/** One ring as path commands: rounded points, near-duplicates left out. */
function ringPath(ring: readonly Position[], projection: GeoProjection): string {
  const kept: [number, number][] = [];
  for (const position of ring) {
    const point = projection([position[0] ?? 0, position[1] ?? 0]);
    if (!point) continue;
    const [x, y] = [Math.round(point[0]), Math.round(point[1])];
    const last = kept.at(-1);
    if (last && Math.hypot(x - last[0], y - last[1]) < MIN_STEP) continue;
    kept.push([x, y]);
  }
  if (kept.length < 3) return '';
  return `M${kept.map(([x, y]) => `${String(x)} ${String(y)}`).join('L')}Z`;
}

/** Where a city's marker goes: its centroid, else the mean location of its centers. */
function cityPoint(city: string, centers: readonly MappedCenter[]): GeoPoint | null {
  const centroid = cityCentroid(city);
  if (centroid) return centroid;
  const located = centers.flatMap((c) => (c.location ? [c.location] : []));
  if (located.length === 0) return null;
  const mean = (pick: (p: GeoPoint) => number) =>
    located.reduce((sum, p) => sum + pick(p), 0) / located.length;
  return { latitude: mean((p) => p.latitude), longitude: mean((p) => p.longitude) };
}

/** The state's outline and its projection: the same for every map, so drawn once. */
interface Outline {
  projection: GeoProjection;
  height: number;
  outline: string;
}
let drawnOutline: Outline | undefined;

function stateOutline(): Outline {
  if (drawnOutline) return drawnOutline;
  const state = minnesota();
  // Minnesota's own conformal conic (standard parallels of the state plane zones).
  const projection = geoConicConformal()
    .parallels([45.6, 47.1])
    .rotate([94.2, 0])
    .fitWidth(MAP_WIDTH - 2 * PADDING, state);
  const [dx, dy] = projection.translate();
  projection.translate([dx + PADDING, dy + PADDING]);
  const height = Math.ceil(geoPath(projection).bounds(state)[1][1] + PADDING);
  const polygons =
    state.geometry.type === 'Polygon' ? [state.geometry.coordinates] : state.geometry.coordinates;
  const outline = polygons.flatMap((rings) => rings.map((r) => ringPath(r, projection))).join('');
  drawnOutline = { projection, height, outline };
  return drawnOutline;
}

/** Draws the map for the given centers (cities without any known location are left off). */
export function minnesotaMap(centers: readonly MappedCenter[]): MinnesotaMap {
  const { projection, height, outline } = stateOutline();
  const byCity = Map.groupBy(
    centers.filter((c) => c.city.trim()),
    (c) => c.city,
  );
  const markers = [...byCity].flatMap(([city, list]) => {
    const at = cityPoint(city, list);
    const point = at && projection([at.longitude, at.latitude]);
    if (!point) return [];
    const [x, y] = [Math.round(point[0]), Math.round(point[1])];
    return [{ city, count: list.length, x, y }];
  });
  markers.sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
  // Drawn at every center's count, the largest a marker gets: fewer results only shrink it.
  const spread = spreadMarkers(
    markers.map((m) => ({ x: m.x, y: m.y, radius: markerRadius(m.count) })),
    MAP_WIDTH,
    height,
  );
  for (const [i, marker] of markers.entries()) {
    marker.x = spread[i]?.x ?? marker.x;
    marker.y = spread[i]?.y ?? marker.y;
  }
  return { width: MAP_WIDTH, height, outline, markers };
}
