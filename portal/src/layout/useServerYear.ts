import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

/** One GET /time per data provider (per app load), shared by every footer rendered with it. */
const years = new WeakMap<object, Promise<number>>();

function serverYear(dataProvider: CaseBridgeDataProvider): Promise<number> {
  let year = years.get(dataProvider);
  if (!year) {
    year = dataProvider.getServerTime().then(({ time }) => {
      const value = new Date(time).getUTCFullYear();
      if (Number.isNaN(value)) throw new Error('bad server time');
      return value;
    });
    // A failed call is tried again by the next footer.
    year.catch(() => years.delete(dataProvider));
    years.set(dataProvider, year);
  }
  return year;
}

/** The current year from the server clock (GET /time); the browser's until the server answers or if it fails. */
export function useServerYear(): number {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => {
    let live = true;
    serverYear(dataProvider).then(
      (value) => live && setYear(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return year;
}
