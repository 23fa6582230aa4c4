import { useEffect } from 'react';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { MAP } from '@casebridge/domain';
import { TILE_ATTRIBUTION, TILE_URL, US_CENTER } from './tiles.ts';

export interface MapPlace {
  latitude: number;
  longitude: number;
  label: string;
}

/** Re-centres the map: the US at MAP.defaultZoom, or the picked place at MAP.pickedZoom. */
const Recenter = ({ place }: { place: MapPlace | null }) => {
  const map = useMap();
  useEffect(() => {
    if (place) map.setView([place.latitude, place.longitude], MAP.pickedZoom);
    else map.setView(US_CENTER, MAP.defaultZoom);
  }, [map, place]);
  return null;
};

/**
 * The Leaflet map of the address selector. The marker is a vector circle (no marker image to download), so
 * with no network the map still shows where the picked place is even when its tiles cannot load.
 */
export const PlaceMap = ({ place }: { place: MapPlace | null }) => (
  <MapContainer
    center={US_CENTER}
    zoom={MAP.defaultZoom}
    zoomSnap={0.5}
    scrollWheelZoom={false}
    style={{ height: 240, width: '100%', borderRadius: 8 }}
  >
    <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
    {place && (
      <CircleMarker
        center={[place.latitude, place.longitude]}
        radius={10}
        pathOptions={{ color: '#0b4f6c', fillColor: '#1976d2', fillOpacity: 0.85, weight: 3 }}
      >
        <Tooltip permanent direction="top" offset={[0, -10]}>
          {place.label}
        </Tooltip>
      </CircleMarker>
    )}
    <Recenter place={place} />
  </MapContainer>
);
