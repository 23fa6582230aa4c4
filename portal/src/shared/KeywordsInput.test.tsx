import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MESSAGES, maxLengthMessage } from '@casebridge/domain';
import { KeywordsInput } from './KeywordsInput.tsx';

afterEach(cleanup);

let saved = '';
const Harness = ({ initial = '', maxCount }: { initial?: string; maxCount?: number }) => {
  const [value, setValue] = useState(initial);
  saved = value;
  return <KeywordsInput value={value} onChange={setValue} maxCount={maxCount} />;
};
const input = () => screen.getByRole('textbox', { name: 'Keywords' });
const tags = () =>
  within(screen.queryByRole('list', { name: 'Keywords' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((t) => t.textContent);
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const enter = () => fireEvent.keyDown(input(), { key: 'Enter' });

describe('KeywordsInput', () => {
  it('adds a keyword on comma and on Enter, stored comma-separated', () => {
    render(<Harness />);
    type('spine,');
    expect(tags()).toEqual(['spine']);
    expect((input() as HTMLInputElement).value).toBe('');
    type('lien based');
    enter();
    expect(tags()).toEqual(['spine', 'lien based']);
    expect(saved).toBe('spine,lien based');
  });

  it('rejects a case-insensitive duplicate with the spec’s message and keeps what was typed', () => {
    render(<Harness initial="Spine" />);
    type('spine');
    enter();
    expect(screen.getByText(MESSAGES.duplicatedKeywords)).toBeTruthy();
    expect(tags()).toEqual(['Spine']);
    expect((input() as HTMLInputElement).value).toBe('spine');
  });

  it('rejects more than 30 characters and other characters than letters, digits and spaces', () => {
    render(<Harness />);
    type('a'.repeat(31));
    enter();
    expect(screen.getByText(maxLengthMessage(30))).toBeTruthy();
    type('x-ray');
    enter();
    expect(screen.getByText(MESSAGES.keywordInvalidCharacters)).toBeTruthy();
    expect(tags()).toEqual([]);
  });

  it('stops at the maximum count, and removes tags with their delete button', () => {
    render(<Harness initial="a,b" maxCount={2} />);
    type('c');
    enter();
    expect(screen.getByText('You can add up to 2 keywords')).toBeTruthy();
    fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByTestId('CancelIcon'));
    expect(saved).toBe('b');
  });
});
