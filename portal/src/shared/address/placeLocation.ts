/** Conversions between the maps service's suggestions and the location values the forms hold. */
import type { Location, PlaceSuggestion } from '@casebridge/domain';

/** A location as the forms hold it (the activation and company schemas' location). */
export type PickedPlace = Omit<Location, 'id' | 'suite'> & { id?: string; suite?: string | null };

export function placeLabel(place: Pick<Location, 'address' | 'city' | 'state' | 'zipCode'>): string {
  const cityLine = `${place.city}, ${place.state} ${place.zipCode}`.trim();
  return place.address && place.address !== place.city ? `${place.address}, ${cityLine}` : cityLine;
}

export function toPickedPlace(suggestion: PlaceSuggestion): PickedPlace {
  const { id: _id, label: _label, ...place } = suggestion;
  return place;
}

/** The option shown for a location already held by the form (e.g. the company's saved address). */
export function toSuggestion(place: PickedPlace): PlaceSuggestion {
  return {
    id: place.id ?? `${place.latitude},${place.longitude},${place.address}`,
    label: placeLabel(place),
    address: place.address,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    country: place.country || 'US',
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
