/**
 * The directory's spatial index: a grid of CELL_DEGREES squares. Each row stores its cell ('lat:lng' of the
 * floored coordinates, computed the same way by the table's SQL); a radius search asks for the cells that
 * cover its bounding box (an indexed any-of), then measures the exact distance of those candidates only.
 */
import { boundingBox, distanceMiles } from '@casebridge/domain';
import type { GeoBox } from '@casebridge/domain';

/** Half a degree: about 35 miles north-south, so a 50-mile search reads some twenty cells. */
export const CELL_DEGREES = 0.5;

/** A cell's key: 'lat:lng' of its floored coordinates (the table's SQL makes the same). */
const cellKey = ([lat, lng]: [number, number]) => `${lat}:${lng}`;

export function geoCell(latitude: number, longitude: number): string {
  return cellKey([Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES)]);
}

/** Every cell that intersects the box, as the floored coordinates it is keyed by. */
function cellsOf(box: GeoBox): [number, number][] {
  const cells: [number, number][] = [];
  const fromLat = Math.floor(box.minLat / CELL_DEGREES);
  const toLat = Math.floor(box.maxLat / CELL_DEGREES);
  const fromLng = Math.floor(box.minLng / CELL_DEGREES);
  const toLng = Math.floor(box.maxLng / CELL_DEGREES);
  for (let lat = fromLat; lat <= toLat; lat++)
    for (let lng = fromLng; lng <= toLng; lng++) cells.push([lat, lng]);
  return cells;
}

/** Every cell that intersects the box. */
export function cellsCovering(box: GeoBox): string[] {
  return cellsOf(box).map(cellKey);
}

/**
 * How far inside the radius a cell's farthest corner must be for the cell to count as wholly within it: a
 * margin far above the rounding of the stored unit vectors' dot product, so that every point of such a cell
 * passes the store's exact test too.
 */
export const INSIDE_MARGIN_MILES = 0.01;

/**
 * The cells covering a radius search, split into those wholly within the radius and the rest. The point of a
 * cell farthest from the centre is one of its corners (along a parallel the distance grows with the difference
 * of longitude, along a meridian it has one minimum), so a cell whose four corners are within is within.
 */
export function cellsWithin(
  latitude: number,
  longitude: number,
  radius: number,
): { inside: string[]; edge: string[] } {
  const box = boundingBox(latitude, longitude, radius);
  const inside: string[] = [];
  const edge: string[] = [];
  // A box that reaches a pole or the antimeridian is clamped (boundingBox): its cells are all measured.
  const clamped = box.minLat <= -90 || box.maxLat >= 90 || box.minLng <= -180 || box.maxLng >= 180;
  for (const cell of cellsOf(box)) {
    const [lat, lng] = [cell[0] * CELL_DEGREES, cell[1] * CELL_DEGREES];
    const corners: [number, number][] = [
      [lat, lng],
      [lat + CELL_DEGREES, lng],
      [lat, lng + CELL_DEGREES],
      [lat + CELL_DEGREES, lng + CELL_DEGREES],
    ];
    const within =
      !clamped &&
      corners.every(([a, b]) => distanceMiles(latitude, longitude, a, b) <= radius - INSIDE_MARGIN_MILES);
    (within ? inside : edge).push(cellKey(cell));
  }
  return { inside, edge };
}
