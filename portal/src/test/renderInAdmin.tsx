/**
 * Renders one component inside react-admin's contexts (data provider, notifications), the public reads (over
 * the same data provider) and a memory router.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext, Notification, defaultI18nProvider } from 'react-admin';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { createQueryClient } from '../app/queryClient.ts';
import { portalTheme } from '../app/theme.ts';
import { PublicReads, PublicReadsProvider } from '../shared/public/api.ts';
import { fakeAuthProvider } from './portalTestUtils.tsx';

export function renderInAdmin(ui: ReactElement, dataProvider: CaseBridgeDataProvider) {
  return render(
    <MemoryRouter>
      <PublicReadsProvider value={new PublicReads(dataProvider)}>
        <AdminContext
          dataProvider={dataProvider}
          queryClient={createQueryClient()}
          authProvider={fakeAuthProvider({})}
          i18nProvider={defaultI18nProvider}
          theme={portalTheme}
        >
          {ui}
          <Notification />
        </AdminContext>
      </PublicReadsProvider>
    </MemoryRouter>,
  );
}
