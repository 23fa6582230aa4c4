import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LoadingButton } from './LoadingButton.tsx';

afterEach(cleanup);

describe('LoadingButton', () => {
  it('is enabled with its label while idle', () => {
    render(
      <LoadingButton loading={false} loadingLabel="Saving…">
        Save
      </LoadingButton>,
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is disabled with a spinner and the loading label while loading', () => {
    render(
      <LoadingButton loading loadingLabel="Saving…">
        Save
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });

  it('stays disabled when the caller disables it', () => {
    render(
      <LoadingButton loading={false} disabled>
        Save
      </LoadingButton>,
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
