import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DirectoryProfile } from '@casebridge/domain';
import { PROFILE } from './directoryTestData.ts';
import { DirectoryProfileView } from './DirectoryProfileView.tsx';

afterEach(cleanup);

const show = (profile: DirectoryProfile) =>
  render(
    <MemoryRouter>
      <DirectoryProfileView profile={profile} addressId={null} signedIn={false} actions={null} />
    </MemoryRouter>,
  );
const websiteField = () => screen.getByText('Website').parentElement!;

describe('the website of a directory profile', () => {
  it('is a link to an http(s) address, opened in a new tab', () => {
    show(PROFILE);
    const link = within(websiteField()).getByRole('link', { name: PROFILE.website! });
    expect(link.getAttribute('href')).toBe('https://www.riverside-spine.test/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it.each(["javascript:window.__xss='href'", 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'])(
    'is plain text, never a link, for %j (stored before the rule)',
    (website) => {
      show({ ...PROFILE, website });
      expect(within(websiteField()).getByText(website)).toBeTruthy();
      expect(within(websiteField()).queryByRole('link')).toBeNull();
      for (const link of screen.queryAllByRole('link'))
        expect(link.getAttribute('href') ?? '').not.toMatch(/^(javascript|data|vbscript):/i);
    },
  );

  it('links a bare domain as https', () => {
    show({ ...PROFILE, website: 'riverside.test' });
    expect(within(websiteField()).getByRole('link').getAttribute('href')).toBe('https://riverside.test/');
  });
});

describe('the trust signals of a directory profile', () => {
  it('shows only the signals sent, without a gap or "undefined" (a visitor gets no negotiation figures)', () => {
    const visitor = PROFILE.trustSignals.filter((s) => s.key !== 'acceptedReduction');
    show({ ...PROFILE, trustSignals: visitor });
    expect(screen.queryByRole('region', { name: 'Average accepted reduction' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Cases worked on' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Median response time' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });
});
