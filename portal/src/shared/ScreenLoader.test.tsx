import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazyScreen } from './lazyScreen.ts';
import { SCREEN_LOADING, SCREEN_LOAD_FAILED, ScreenLoader } from './ScreenLoader.tsx';
import { reloadPage } from './reloadPage.ts';

vi.mock('./reloadPage.ts', () => ({ reloadPage: vi.fn() }));

afterEach(cleanup);

describe('ScreenLoader', () => {
  it('shows a loading state while the screen loads, then the screen', async () => {
    let resolve: (module: { Done: () => React.JSX.Element }) => void = () => undefined;
    const Screen = lazyScreen(
      () => new Promise<{ Done: () => React.JSX.Element }>((r) => (resolve = r)),
      'Done',
    );
    render(
      <ScreenLoader>
        <Screen />
      </ScreenLoader>,
    );
    expect(screen.getByRole('status').textContent).toBe(SCREEN_LOADING);
    resolve({ Done: () => <h1>Loaded screen</h1> });
    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the screen cannot be loaded and retries by loading the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen(
      () =>
        Promise.reject<{ Broken: () => null }>(new TypeError('Failed to fetch dynamically imported module')),
      'Broken',
    );
    render(
      <ScreenLoader>
        <Screen />
      </ScreenLoader>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SCREEN_LOAD_FAILED);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
