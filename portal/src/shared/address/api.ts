import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PlaceSuggestion } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

/** Wait after the last keystroke before asking the maps service. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** The maps service answers nothing below this many characters. */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * The maps service's suggestions for `query` (GET /geo/places), debounced; only the latest answer counts.
 * A failed call answers no suggestions (the selector then says it found nothing).
 */
export function usePlaceSuggestions(query: string): { options: PlaceSuggestion[]; loading: boolean } {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const [options, setOptions] = useState<PlaceSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const text = query.trim();

  useEffect(() => {
    if (text.length < SUGGEST_MIN_LENGTH) {
      setOptions([]);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    const settle = (answer: PlaceSuggestion[]) => {
      if (!live) return;
      setOptions(answer);
      setLoading(false);
    };
    const timer = setTimeout(() => {
      dataProvider.suggestPlaces(text).then(settle, () => settle([]));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, text]);

  return { options, loading };
}
