import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useRouteDocumentTitle } from './useDocumentTitle.ts';

afterEach(cleanup);

const Page = () => {
  useRouteDocumentTitle();
  return null;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );

describe('useRouteDocumentTitle', () => {
  it('titles the document after the page the router shows', () => {
    renderAt('/registries');
    expect(document.title).toBe('Registries · CaseBridge Console');
    cleanup();
    renderAt('/factoring/create');
    expect(document.title).toBe('New factoring company · CaseBridge Console');
  });
});
