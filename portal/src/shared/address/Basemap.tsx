import { useEffect, useState } from 'react';
import { GeoJSON, Pane, useMap, useMapEvents } from 'react-leaflet';
import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** From this zoom on, county lines are drawn too (loaded then, not before). */
export const COUNTY_ZOOM = 6;
/** Under the tiles (Leaflet's tilePane is 200): tiles cover the basemap when they load. */
const BASEMAP_Z = '150';

type UsAtlas = Topology<{ states: GeometryCollection; counties: GeometryCollection }>;

/** The US states (us-atlas, drawn from the Census Bureau's shapes), loaded with the map, not the first page. */
async function loadStates(): Promise<FeatureCollection> {
  const topology = (await import('us-atlas/states-10m.json')).default as unknown as UsAtlas;
  return feature(topology, topology.objects.states) as FeatureCollection;
}

/** The county borders, inside states only, loaded when the map first zooms in that far. */
async function loadCounties(): Promise<MultiLineString> {
  const topology = (await import('us-atlas/counties-10m.json')).default as unknown as UsAtlas;
  return mesh(topology, topology.objects.counties, (a, b) => a !== b);
}

const STATE_STYLE = { color: '#7a8b99', weight: 1, fillColor: '#eef2f0', fillOpacity: 1 };
const COUNTY_STYLE = { color: '#a9b6bf', weight: 0.5, fill: false };

/**
 * A basemap that ships with the app (issue 40 item 24): the US states, and counties when zoomed in, as vector
 * layers in a pane under the tiles, so the map shows where the results are without a tile server (offline,
 * CI, a network that blocks OpenStreetMap). Tiles that load draw on top.
 */
export const Basemap = () => {
  const map = useMap();
  const [states, setStates] = useState<FeatureCollection | null>(null);
  const [counties, setCounties] = useState<MultiLineString | null>(null);
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  useEffect(() => {
    let live = true;
    void loadStates().then((loaded) => live && setStates(loaded));
    return () => {
      live = false;
    };
  }, []);
  const wantCounties = zoom >= COUNTY_ZOOM && counties === null;
  useEffect(() => {
    if (!wantCounties) return;
    let live = true;
    void loadCounties().then((loaded) => live && setCounties(loaded));
    return () => {
      live = false;
    };
  }, [wantCounties]);
  return (
    <Pane name="basemap" style={{ zIndex: BASEMAP_Z }}>
      {states && <GeoJSON data={states} style={STATE_STYLE} interactive={false} />}
      {counties && zoom >= COUNTY_ZOOM && (
        <GeoJSON data={counties} style={COUNTY_STYLE} interactive={false} />
      )}
    </Pane>
  );
};
