import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { RecordLink } from './RecordLink.tsx';

afterEach(cleanup);

describe('RecordLink', () => {
  it("links to the record's show or edit page, and its click is not the row's", () => {
    const rowClick = vi.fn();
    render(
      <TestAdmin>
        <div onClick={rowClick}>
          <RecordLink resource="registries" id="c1" type="show">
            Acme Injury Law
          </RecordLink>
          <RecordLink resource="factoring" id="f1" type="edit">
            Harbor Funding
          </RecordLink>
        </div>
      </TestAdmin>,
    );
    const show = screen.getByRole('link', { name: 'Acme Injury Law' });
    expect(show.getAttribute('href')).toBe('/registries/c1/show');
    expect(screen.getByRole('link', { name: 'Harbor Funding' }).getAttribute('href')).toBe('/factoring/f1');
    fireEvent.click(show);
    expect(rowClick).not.toHaveBeenCalled();
  });
});
