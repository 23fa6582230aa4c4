import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HOME_SECTIONS } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { PUBLIC_SECTION_LINKS } from '../../app/layouts/publicLinks.ts';
import { RENDER_TIMEOUT_MS, renderPortal } from '../../test/portalTestUtils.tsx';
import { HomePage } from './HomePage.tsx';

/** The ids of the elements scrolled to, in order. */
let scrolled: string[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('home page', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('renders every section of HOME_SECTIONS as an anchor with its heading, and the sign-in form', async () => {
    renderPortal('/sign-in');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    for (const { id, label } of HOME_SECTIONS) {
      const section = document.getElementById(id);
      expect(section?.tagName, id).toBe('SECTION');
      const heading = within(section!).getByRole('heading', { level: 2, name: label });
      expect(section!.getAttribute('aria-labelledby')).toBe(heading.id);
    }
    expect(screen.getByRole('heading', { name: 'Attorneys & law firms' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Factoring companies' })).toBeTruthy();
  });

  it('the header links target the sections of the page', async () => {
    renderPortal('/sign-in');
    const nav = await screen.findByRole('navigation', { name: 'Site', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(PUBLIC_SECTION_LINKS.map((link) => link.label));
    for (const link of links) {
      const id = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('section')!;
      expect(document.getElementById(id), id).toBeTruthy();
    }
  });

  it('/sign-in?section=claimant scrolls to the claimant section and keeps it as the selected section', async () => {
    renderPortal('/sign-in?section=claimant');
    await waitFor(() => expect(scrolled).toEqual(['claimant']));
    expect(session.getSelectedSection()).toBe('claimant');
  });

  it('scrolls again when a header link is followed while already on the page', async () => {
    const { location } = renderPortal('/sign-in?section=resources');
    await waitFor(() => expect(scrolled).toEqual(['resources']));
    const nav = await screen.findByRole('navigation', { name: 'Site', hidden: true });
    fireEvent.click(within(nav).getByRole('link', { name: 'Resources', hidden: true }));
    await waitFor(() => expect(scrolled).toEqual(['resources', 'resources']));
    fireEvent.click(within(nav).getByRole('link', { name: 'Contact Us', hidden: true }));
    await waitFor(() => expect(scrolled).toEqual(['resources', 'resources', 'contact-us']));
    expect(location()).toBe('/sign-in?section=contact-us');
  });

  it('contact details are links (e-mail and phone), with no form', async () => {
    renderPortal('/sign-in');
    const contact = await waitFor(() => document.getElementById('contact-us')!);
    const mail = within(contact).getByRole('link', { name: 'support@casebridge.test' });
    expect(mail.getAttribute('href')).toBe('mailto:support@casebridge.test');
    expect(within(contact).getByRole('link', { name: '(800) 555-0142' }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );
    expect(within(contact).queryByRole('form')).toBeNull();
  });

  it('places the plan cards between Solutions and the claimants', () => {
    render(
      <MemoryRouter>
        <HomePage signIn={<p>form</p>} pricing={<p>plan cards</p>} />
      </MemoryRouter>,
    );
    const cards = screen.getByText('plan cards');
    const solutions = document.getElementById('solutions')!;
    const claimant = document.getElementById('claimant')!;
    expect(solutions.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(claimant.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });
});
