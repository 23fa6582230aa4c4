import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { pageTitle, usePageTitle } from './usePageTitle.ts';

afterEach(cleanup);

const Page = ({ name }: { name: string }) => {
  usePageTitle(name);
  return null;
};

describe('usePageTitle', () => {
  it('names the page, then the product', () => {
    expect(pageTitle('Sign in')).toBe('Sign in · CaseBridge');
  });

  it('sets the document title and follows a change of page', () => {
    const { rerender } = render(<Page name="Choose your plan" />);
    expect(document.title).toBe('Choose your plan · CaseBridge');
    rerender(<Page name="Tasks" />);
    expect(document.title).toBe('Tasks · CaseBridge');
  });
});
