/**
 * The maps service of the fake API: place suggestions as the user types, answered from the fixtures'
 * gazetteer of real US cities. It stands in for a real geocoder behind the Geocoder interface, so a real
 * provider (a hosted autocomplete API) could be plugged in without touching the routes.
 *
 * Queries: 'Aus' or 'austin' (city prefix, case- and accent-insensitive), 'Austin, TX' or 'Austin, Texas'
 * (city and state), '1200 Main St, Aus' or '1200 Main St, Austin, TX 78701' (a street part before the city:
 * kept as the address line of each suggestion, which gets the matched city's coordinates and ZIP code).
 */
import { US_STATES } from '@casebridge/domain';
import type { Location, PlaceSuggestion } from '@casebridge/domain';
import { US_CITIES } from '@casebridge/fixtures';
import type { UsCity } from '@casebridge/fixtures';

export interface Geocoder {
  /** Suggestions for what the user typed so far, best first; [] for an empty or too short query. */
  suggest(query: string, limit: number): Promise<PlaceSuggestion[]>;
  /** Whether `place` is one this service could have suggested (city, state and coordinates agree). */
  isKnownPlace(place: Pick<Location, 'city' | 'state' | 'latitude' | 'longitude'>): Promise<boolean>;
}

export const GEO_MIN_QUERY_LENGTH = 2;
export const GEO_DEFAULT_LIMIT = 8;
export const GEO_MAX_LIMIT = 20;
/** Coordinates compare within this many degrees (about 10 cm), so JSON round trips never fail a check. */
const COORDINATE_TOLERANCE = 1e-6;

const norm = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();

const slug = (value: string) =>
  norm(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Interpretation {
  street: string | null;
  city: string;
  /** State ids the place may be in; null for any state. */
  states: readonly string[] | null;
}

/** State ids for 'TX', 'tx', 'Texas', 'tex' (a name prefix of 3 letters or more); null when not a state. */
function statesFor(text: string): string[] | null {
  const value = norm(text.replace(/\s*\d{1,5}(-\d{0,4})?$/, ''));
  if (value === '') return null;
  const byId = US_STATES.filter((s) => s.id.toLowerCase() === value).map((s) => s.id);
  if (byId.length > 0) return byId;
  if (value.length < 3) return null;
  const byName = US_STATES.filter((s) => norm(s.name).startsWith(value)).map((s) => s.id);
  return byName.length > 0 ? byName : null;
}

const startsWithNumber = (text: string) => /^\d/.test(text.trim());

/** The readings of a query, most specific first (each one is tried until one finds places). */
export function interpretations(query: string): Interpretation[] {
  const parts = query
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return [];
  if (parts.length === 1) {
    const only = parts[0]!;
    return startsWithNumber(only) ? [] : [{ street: null, city: only, states: null }];
  }
  const last = parts[parts.length - 1]!;
  const beforeLast = parts[parts.length - 2]!;
  const head = parts.slice(0, -2).join(', ');
  const readings: Interpretation[] = [];
  const states = statesFor(last);
  if (states && !startsWithNumber(beforeLast)) {
    readings.push({ street: head === '' ? null : head, city: beforeLast, states });
  }
  readings.push({ street: parts.slice(0, -1).join(', '), city: last, states: null });
  return readings;
}

interface Ranked {
  city: UsCity;
  rank: number;
  order: number;
}

/** Exact names first, then name prefixes, then a later word's prefix ('lake' -> 'Salt Lake City'). */
function matchCities(cityText: string, states: readonly string[] | null): UsCity[] {
  const wanted = norm(cityText);
  if (wanted === '') return [];
  const ranked: Ranked[] = [];
  US_CITIES.forEach((city, order) => {
    if (states && !states.includes(city.state)) return;
    const name = norm(city.name);
    let rank = -1;
    if (name === wanted) rank = 0;
    else if (name.startsWith(wanted)) rank = 1;
    else if (name.split(' ').some((word, i) => i > 0 && word.startsWith(wanted))) rank = 2;
    if (rank >= 0) ranked.push({ city, rank, order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.city);
}

function toSuggestion(city: UsCity, street: string | null): PlaceSuggestion {
  const address = street ?? city.name;
  const place = `${city.name}, ${city.state} ${city.zip}`;
  return {
    id: `us-${city.state.toLowerCase()}-${city.zip}-${slug(city.name)}${street ? `--${slug(street)}` : ''}`,
    label: street ? `${street}, ${place}` : place,
    address,
    city: city.name,
    state: city.state,
    zipCode: city.zip,
    country: 'US',
    latitude: city.latitude,
    longitude: city.longitude,
  };
}

/** Synchronous core of the gazetteer geocoder (pure, for tests and the route). */
export function suggestPlaces(query: string, limit: number = GEO_DEFAULT_LIMIT): PlaceSuggestion[] {
  const text = query.trim().replace(/\s+/g, ' ');
  const max = Math.max(0, Math.min(GEO_MAX_LIMIT, Math.floor(limit)));
  if (text.length < GEO_MIN_QUERY_LENGTH || max === 0) return [];
  for (const reading of interpretations(text)) {
    const cities = matchCities(reading.city, reading.states);
    if (cities.length > 0) return cities.slice(0, max).map((city) => toSuggestion(city, reading.street));
  }
  return [];
}

export function isGazetteerPlace(
  place: Pick<Location, 'city' | 'state' | 'latitude' | 'longitude'>,
): boolean {
  const city = norm(place.city);
  return US_CITIES.some(
    (c) =>
      c.state === place.state &&
      norm(c.name) === city &&
      Math.abs(c.latitude - place.latitude) <= COORDINATE_TOLERANCE &&
      Math.abs(c.longitude - place.longitude) <= COORDINATE_TOLERANCE,
  );
}

/** The gazetteer as a Geocoder. */
export const gazetteerGeocoder: Geocoder = {
  suggest: (query, limit) => Promise.resolve(suggestPlaces(query, limit)),
  isKnownPlace: (place) => Promise.resolve(isGazetteerPlace(place)),
};
