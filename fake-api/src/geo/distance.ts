/** Great-circle distances on a spherical Earth (haversine), in miles: the domain's, written once. */
import { EARTH_RADIUS_MILES, distanceMiles } from '@casebridge/domain';

export { EARTH_RADIUS_MILES, distanceMiles };
const RAD = Math.PI / 180;

/** The lat/lng box that contains every point within `radius` miles of the centre (clamped at the poles). */
export function boundingBox(lat: number, lng: number, radius: number) {
  const dLat = radius / (EARTH_RADIUS_MILES * RAD);
  const cos = Math.cos(lat * RAD);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, radius / (EARTH_RADIUS_MILES * RAD * cos));
  return {
    minX: Math.max(-180, lng - dLng),
    maxX: Math.min(180, lng + dLng),
    minY: Math.max(-90, lat - dLat),
    maxY: Math.min(90, lat + dLat),
  };
}
