import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { makeCompany } from '../../test/records.ts';
import { CompanySection } from './CompanySection.tsx';

afterEach(cleanup);

describe('the registry company section: the website', () => {
  it('links an http(s) address, a bare domain as https', () => {
    render(<CompanySection company={makeCompany({ website: 'acme.test' })} />);
    expect(screen.getByRole('link', { name: 'acme.test' }).getAttribute('href')).toBe('https://acme.test/');
  });

  it('shows any other address as plain text, never a link (data stored before the rule)', () => {
    const website = "javascript:window.__xss='href'";
    render(<CompanySection company={makeCompany({ website })} />);
    expect(screen.getByText(website)).toBeTruthy();
    expect(screen.queryByRole('link', { name: website })).toBeNull();
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
  });
});
