import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyNamed } from './lazyNamed.ts';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe('lazyNamed', () => {
  it('loads the module only when first rendered, then renders its named export with the props', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting, Other: () => null }));
    const Lazy = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
