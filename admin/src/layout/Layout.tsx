import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';
import { useRouteDocumentTitle } from './useDocumentTitle.ts';

/**
 * react-admin's layout grows to fit its widest content (min-width: fit-content): at 390 px a list made the
 * whole console 866 px wide, its header actions off-screen (issue 40 item 20). The layout keeps the window's
 * width; a list too wide scrolls inside its own box, and on phones its cells keep to one line (no word per
 * line) while the list scrolls sideways.
 */
const FIT_WINDOW = {
  minWidth: 0,
  // A list's column (beside its aside) would otherwise grow to its widest child, such as its status tabs.
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': {
    minWidth: 0,
  },
  '& .RaList-content, & .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '@media (max-width: 599.95px)': { '& .RaDatagrid-table :is(td, th)': { whiteSpace: 'nowrap' } },
} as const;

export const Layout = ({ children }: { children: ReactNode }) => {
  useRouteDocumentTitle();
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={FIT_WINDOW}>
      {children}
    </RaLayout>
  );
};
