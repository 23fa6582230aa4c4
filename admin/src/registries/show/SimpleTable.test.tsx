import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AtWidth } from '../../test/AtWidth.tsx';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

afterEach(cleanup);

interface Row {
  id: string;
  address: string;
  tier: string | null;
}
const rows: Row[] = [
  { id: 'a1', address: '100 Main St, Suite 5', tier: 'Gold' },
  { id: 'a2', address: '2 Ocean Dr', tier: null },
];
const columns: SimpleColumn<Row>[] = [
  { label: 'Address', render: (r) => r.address },
  { label: 'Tier', render: (r) => r.tier },
];

const renderAt = (width: number) =>
  render(
    <TestAdmin>
      <AtWidth width={width}>
        <SimpleTable rows={rows} columns={columns} label="Addresses" />
      </AtWidth>
    </TestAdmin>,
  );

describe('SimpleTable (issue 40 item 20)', () => {
  it('is a table from 600 px up', () => {
    renderAt(1366);
    const table = screen.getByRole('table', { name: 'Addresses' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('on a phone, lists each row as its labels over their values, a dash for a missing one', () => {
    renderAt(390);
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(screen.getByRole('list', { name: 'Addresses' })).getAllByRole('listitem');
    expect(within(first!).getByText('Address')).toBeTruthy();
    expect(within(first!).getByText('100 Main St, Suite 5')).toBeTruthy();
    expect(within(first!).getByText('Gold')).toBeTruthy();
    expect(within(second!).getByText('2 Ocean Dr')).toBeTruthy();
    expect(within(second!).getByText('—')).toBeTruthy();
  });
});
