/** Great-circle distances on a spherical Earth (haversine), in miles. */
export const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;

export function distanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

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
