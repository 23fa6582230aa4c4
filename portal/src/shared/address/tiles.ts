/**
 * The map tile server (a build-time setting): VITE_TILE_URL, else OpenStreetMap's public tiles. Without a
 * network the tiles stay blank, but the map still shows the picked place (its marker needs no image).
 */
export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const TILE_URL: string = import.meta.env.VITE_TILE_URL || OSM_TILE_URL;
export const TILE_ATTRIBUTION: string = import.meta.env.VITE_TILE_ATTRIBUTION || OSM_ATTRIBUTION;

/** The geographic centre of the contiguous United States, where the map opens. */
export const US_CENTER: [number, number] = [39.8283, -98.5795];
