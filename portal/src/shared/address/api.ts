/** The address selector's server call: the maps service's place suggestions. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlaceSuggestion } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../api.ts';
import { useDebouncedValue } from '../useDebouncedValue.ts';

/** Wait after the last keystroke before asking the maps service. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** The maps service answers nothing below this many characters. */
export const SUGGEST_MIN_LENGTH = 2;

const NONE: PlaceSuggestion[] = [];

export const addressKeys = { places: (text: string) => ['geo', 'places', text] as const };

/**
 * The maps service's suggestions for `query` (GET /geo/places), asked once the typing pauses; each text is
 * its own cached query. A failed call answers no suggestions (the selector then says it found nothing).
 */
export function usePlaceSuggestions(query: string): { options: PlaceSuggestion[]; loading: boolean } {
  const dataProvider = useCaseBridgeDataProvider();
  const text = query.trim();
  const settled = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  const asking = settled.length >= SUGGEST_MIN_LENGTH;
  const { data, isFetching } = useQuery({
    queryKey: addressKeys.places(settled),
    queryFn: () => dataProvider.suggestPlaces(settled),
    enabled: asking,
    placeholderData: keepPreviousData,
  });
  if (text.length < SUGGEST_MIN_LENGTH) return { options: NONE, loading: false };
  return { options: (asking && data) || NONE, loading: text !== settled || isFetching };
}
