import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Address } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

/** The company's addresses (for the duplicate-address rule); none when the call fails. */
export function useCompanyAddresses(companyId: string): Address[] {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const [addresses, setAddresses] = useState<Address[]>([]);
  useEffect(() => {
    let live = true;
    dataProvider.getCompanyAddresses(companyId).then(
      (answer) => live && setAddresses(answer),
      () => live && setAddresses([]),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, companyId]);
  return addresses;
}
