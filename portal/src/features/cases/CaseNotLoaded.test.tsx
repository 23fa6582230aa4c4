import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CaseNotLoaded } from './CaseNotLoaded.tsx';

afterEach(cleanup);

const show = (error: unknown) =>
  render(
    <MemoryRouter>
      <CaseNotLoaded title="Case files" error={error} />
    </MemoryRouter>,
  );

describe('CaseNotLoaded', () => {
  it('says the case is loading until an error comes', () => {
    show(null);
    expect(screen.getByRole('heading', { name: 'Case files' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the case…');
  });

  it('answers a 404 the same whether the case is missing or not the caller’s, with the way back', () => {
    show({ status: 404, body: { error: 'no_such_element', message: 'Not found' } });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('This case does not exist or you do not have access to it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to cases' }).getAttribute('href')).toBe('/cases');
  });

  it('shows the server’s message for any other failure', () => {
    show({ status: 500, body: { error: 'internal', message: 'An error has occurred. Please try again.' } });
    expect(screen.getByText('An error has occurred. Please try again.')).toBeTruthy();
  });
});
