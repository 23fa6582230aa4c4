import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RENDER_TIMEOUT_MS, fakeDataProvider } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { AttorneyFilter } from './AttorneyFilter.tsx';

afterEach(cleanup);

const member = (id: string, name: string, userType: string, status = 'ACTIVE') => ({
  id,
  name,
  lastName: 'Doe',
  companyId: 'firm',
  userType,
  status,
});

describe('AttorneyFilter', () => {
  it(
    "offers the firm's active attorneys only and answers the chosen one's id",
    async () => {
      const dataProvider = fakeDataProvider();
      dataProvider.getCompanyMembers = vi.fn(() =>
        Promise.resolve([
          member('a1', 'Ann', 'ATTORNEY'),
          member('s1', 'Sam', 'SUPPORT'),
          member('a2', 'Al', 'ATTORNEY', 'DISABLED'),
        ] as never),
      );
      const onChange = vi.fn();
      renderInAdmin(<AttorneyFilter companyId="firm" value="" onChange={onChange} />, dataProvider);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Attorney' }));
      const options = within(await screen.findByRole('listbox'));
      expect(await options.findByRole('option', { name: 'Ann Doe' })).toBeTruthy();
      expect(options.queryByRole('option', { name: 'Sam Doe' })).toBeNull();
      expect(options.queryByRole('option', { name: 'Al Doe' })).toBeNull();
      fireEvent.click(options.getByRole('option', { name: 'Ann Doe' }));
      expect(onChange).toHaveBeenCalledWith('a1');
      expect(dataProvider.getCompanyMembers).toHaveBeenCalledWith('firm');
    },
    RENDER_TIMEOUT_MS,
  );
});
