/**
 * The directory's spatial index: a grid of CELL_DEGREES squares. Each row stores its cell ('lat:lng' of the
 * floored coordinates, computed the same way by the table's SQL); a radius search asks for the cells that
 * cover its bounding box (an indexed any-of), then measures the exact distance of those candidates only.
 */
import type { GeoBox } from '@casebridge/domain';

/** Half a degree: about 35 miles north-south, so a 50-mile search reads some twenty cells. */
export const CELL_DEGREES = 0.5;

export function geoCell(latitude: number, longitude: number): string {
  return `${Math.floor(latitude / CELL_DEGREES)}:${Math.floor(longitude / CELL_DEGREES)}`;
}

/** Every cell that intersects the box. */
export function cellsCovering(box: GeoBox): string[] {
  const cells: string[] = [];
  const fromLat = Math.floor(box.minLat / CELL_DEGREES);
  const toLat = Math.floor(box.maxLat / CELL_DEGREES);
  const fromLng = Math.floor(box.minLng / CELL_DEGREES);
  const toLng = Math.floor(box.maxLng / CELL_DEGREES);
  for (let lat = fromLat; lat <= toLat; lat++)
    for (let lng = fromLng; lng <= toLng; lng++) cells.push(`${lat}:${lng}`);
  return cells;
}
