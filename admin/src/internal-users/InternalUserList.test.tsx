import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { Actor } from '@casebridge/domain';
import { AtWidth } from '../test/AtWidth.tsx';
import { makeUser } from '../test/records.ts';
import { TestAdmin, signedIn } from '../test/TestAdmin.tsx';
import { InternalUserList } from './InternalUserList.tsx';

afterEach(cleanup);

const systemAdmin: Actor = {
  userType: 'SYSTEM_ADMIN',
  permission: null,
  position: null,
  companyType: null,
  companyStatus: null,
  subscriptionType: null,
};

const rep = makeUser({
  id: 'us-9',
  name: 'Steve',
  lastName: 'Mayer-Langworth',
  email: 'steve.mayerlangworth@casebridge.test',
  userType: 'SUPER_USER',
  companyId: null,
  permission: null,
  position: 'SALES_REPRESENTATIVE',
});

/** The first render loads react-admin's list: on a loaded machine it takes more than findBy's 1 s. */
const LOADED = { timeout: 10_000 };

describe('InternalUserList on a phone (issue 40 item 20)', { timeout: 20_000 }, () => {
  it('shows each user as a card: the name links to the edit page, the Disable button sits in the card', async () => {
    const getList = () => Promise.resolve({ data: [rep] as never[], total: 1 });
    render(
      <TestAdmin dataProvider={testDataProvider({ getList })} authProvider={signedIn(systemAdmin)}>
        <AtWidth width={390}>
          <InternalUserList />
        </AtWidth>
      </TestAdmin>,
    );
    const name = await screen.findByRole('link', { name: 'Steve Mayer-Langworth' }, LOADED);
    expect(name.getAttribute('href')).toBe('/internal-users/us-9');
    const card = name.closest('li') as HTMLElement;
    expect(
      within(card).getByText(
        /steve\.mayerlangworth@casebridge\.test · Super User · Sales representative · Active/,
      ),
    ).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Disable' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
