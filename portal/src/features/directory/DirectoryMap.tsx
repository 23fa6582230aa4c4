import { useEffect } from 'react';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { MAP } from '@casebridge/domain';
import type { DirectoryHit } from '@casebridge/domain';
import { Basemap } from '../../shared/address/Basemap.tsx';
import { TILE_ATTRIBUTION, TILE_URL, US_CENTER } from '../../shared/address/tiles.ts';

export interface DirectoryMapProps {
  hits: readonly DirectoryHit[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The picked place: the map shows it at MAP.pickedZoom; none, the US at MAP.defaultZoom. */
  picked: { latitude: number; longitude: number } | null;
  height?: number;
}

/** Centres the map on the picked place (zoom 12) or the US (zoom 3.5), and on a result when it is selected. */
const Recenter = ({
  picked,
  selected,
}: {
  picked: DirectoryMapProps['picked'];
  selected: DirectoryHit | null;
}) => {
  const map = useMap();
  const lat = picked?.latitude;
  const lng = picked?.longitude;
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) map.setView([lat, lng], MAP.pickedZoom);
    else map.setView(US_CENTER, MAP.defaultZoom);
  }, [map, lat, lng]);
  useEffect(() => {
    if (selected) map.panTo([selected.latitude, selected.longitude]);
  }, [map, selected]);
  return null;
};

/**
 * The results' map (Leaflet, loaded with the directory only): one vector marker per address of the page (no
 * marker image, so it works offline), the selected one larger and filled; clicking a marker selects its card.
 */
export const DirectoryMap = ({ hits, selectedId, onSelect, picked, height = 480 }: DirectoryMapProps) => {
  const selected = hits.find((hit) => hit.id === selectedId) ?? null;
  return (
    <MapContainer
      center={US_CENTER}
      zoom={MAP.defaultZoom}
      zoomSnap={0.5}
      scrollWheelZoom={false}
      style={{ height, width: '100%', borderRadius: 8 }}
    >
      {/* States and counties shipped with the app, under the tiles: the map reads offline too. */}
      <Basemap />
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      {hits.map((hit) => {
        const isSelected = hit.id === selectedId;
        return (
          <CircleMarker
            key={`${hit.id}${isSelected ? '-selected' : ''}`}
            center={[hit.latitude, hit.longitude]}
            radius={isSelected ? 12 : 8}
            // Leaflet sets a path's class once, when it is created (the key re-creates the selected one).
            className={`directory-marker${isSelected ? ' directory-marker-selected' : ''}`}
            pathOptions={{
              color: isSelected ? '#b71c1c' : '#0b4f6c',
              fillColor: isSelected ? '#e53935' : hit.premium ? '#f9a825' : '#1976d2',
              fillOpacity: 0.9,
              weight: isSelected ? 4 : 2,
            }}
            eventHandlers={{ click: () => onSelect(hit.id) }}
          >
            <Tooltip direction="top" offset={[0, -8]}>
              {hit.name}
            </Tooltip>
          </CircleMarker>
        );
      })}
      <Recenter picked={picked} selected={selected} />
    </MapContainer>
  );
};
