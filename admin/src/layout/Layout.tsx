import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';
import { useRouteDocumentTitle } from './useDocumentTitle.ts';

export const Layout = ({ children }: { children: ReactNode }) => {
  useRouteDocumentTitle();
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
};
