import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@casebridge/domain';
import { AUSTIN } from '../../test/accountTestData.ts';
import { RENDER_TIMEOUT_MS, fakeDataProvider } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { AddressSelector } from './AddressSelector.tsx';
import type { PickedPlace } from './placeLocation.ts';

vi.mock('./PlaceMap.tsx', () => ({
  PlaceMap: ({ place }: { place: { label: string } | null }) => (
    <div data-testid="map">{place ? `marker at ${place.label}` : 'United States'}</div>
  ),
}));

afterEach(cleanup);

function setup() {
  const dataProvider = fakeDataProvider();
  dataProvider.suggestPlaces = vi.fn((query: string) =>
    Promise.resolve(query.toLowerCase().includes('aus') ? [AUSTIN] : []),
  );
  const changes: (PickedPlace | null)[] = [];
  const Harness = () => {
    const [value, setValue] = useState<PickedPlace | null>(null);
    return (
      <AddressSelector
        value={value}
        onChange={(place) => {
          changes.push(place);
          setValue(place);
        }}
      />
    );
  };
  renderInAdmin(<Harness />, dataProvider);
  const input = screen.getByRole('combobox', { name: /^Address/ }) as HTMLInputElement;
  return { dataProvider, changes, input };
}

describe('AddressSelector', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('asks the maps service as the user types and picks a suggestion, shown on the map', async () => {
    const { dataProvider, changes, input } = setup();
    expect(await screen.findByText('United States')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1200 Main St, Aus' } });
    fireEvent.click(await screen.findByRole('option', { name: AUSTIN.label }));
    await waitFor(() => expect(input.value).toBe(AUSTIN.label));
    expect(dataProvider.suggestPlaces).toHaveBeenLastCalledWith('1200 Main St, Aus');
    const { id: _id, label: _label, ...place } = AUSTIN;
    expect(changes).toEqual([place]);
    expect(screen.getByTestId('map').textContent).toBe(`marker at ${AUSTIN.label}`);
  });

  it('typing without picking a suggestion is an invalid address', async () => {
    const { changes, input } = setup();
    fireEvent.change(input, { target: { value: '1200 Main St, Aus' } });
    fireEvent.click(await screen.findByRole('option', { name: AUSTIN.label }));
    fireEvent.change(input, { target: { value: '1200 Main St, Austi' } });
    expect(changes.at(-1)).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText(MESSAGES.invalidAddress)).toBeTruthy();
    expect(screen.getByTestId('map').textContent).toBe('United States');
  });

  it('says when nothing matches', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'Zzyzx' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByText(MESSAGES.noPlacesFound)).toBeTruthy();
  });
});
