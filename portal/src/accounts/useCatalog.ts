import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CatalogItem } from '@casebridge/domain';
import type { CaseBridgeDataProvider, CatalogName } from '@casebridge/domain/client';

/**
 * A lookup catalog from GET /catalogs/{name}: null while loading, then its items. When the call fails the
 * `fallback` (the domain's copy of the same catalog) is used, so the form stays usable.
 */
export function useCatalog(name: CatalogName, fallback: readonly CatalogItem[]): CatalogItem[] | null {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const [items, setItems] = useState<CatalogItem[] | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.getCatalog(name).then(
      (answer) => live && setItems(answer),
      () => live && setItems([...fallback]),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, name, fallback]);
  return items;
}
