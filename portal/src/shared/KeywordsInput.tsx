import { useId, useState } from 'react';
import { Chip, Stack, TextField } from '@mui/material';
import { joinKeywords, parseKeywords, validateNewKeyword } from '@casebridge/domain';

interface KeywordsInputProps {
  /** The comma-separated string (SPEC.md 3 "Keywords"). */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  /** Optional maximum number of keywords. */
  maxCount?: number;
  /** A message for the whole value (the form's own validation). */
  error?: string;
  helperText?: string;
}

/**
 * The keywords tag input (SPEC.md 2.6, 5): typing a comma or Enter adds the keyword being typed, with the
 * domain's rules (30 characters, word characters and spaces, no case-insensitive duplicate — 'You cannot add
 * duplicated keywords' — and the optional maximum count); each tag has a remove button, Backspace in the
 * empty field removes the last one.
 */
export const KeywordsInput = ({
  value,
  onChange,
  label = 'Keywords',
  maxCount,
  error,
  helperText,
}: KeywordsInputProps) => {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const keywords = parseKeywords(value);
  const options = maxCount === undefined ? {} : { maxCount };

  const add = (candidate: string): boolean => {
    const keyword = candidate.trim();
    if (!keyword) return true;
    const message = validateNewKeyword(keywords, keyword, options);
    setProblem(message);
    if (message) return false;
    onChange(joinKeywords([...keywords, keyword]));
    return true;
  };
  const remove = (index: number) => {
    onChange(joinKeywords(keywords.filter((_, i) => i !== index)));
    setProblem(null);
  };

  const shown = problem ?? error;
  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        value={draft}
        fullWidth
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) {
            const [first = '', ...rest] = text.split(',');
            setDraft(add(first) ? rest.join(',').trimStart() : first);
          } else {
            setDraft(text);
            if (problem) setProblem(null);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (add(draft)) setDraft('');
          } else if (event.key === 'Backspace' && draft === '' && keywords.length > 0) {
            remove(keywords.length - 1);
          }
        }}
        onBlur={() => {
          if (draft.trim() && add(draft)) setDraft('');
        }}
        error={Boolean(shown)}
        helperText={
          shown ??
          helperText ??
          `Type a keyword, then a comma or Enter${maxCount === undefined ? '' : ` (${keywords.length} of ${maxCount})`}.`
        }
      />
      {keywords.length > 0 && (
        <Stack
          id={listId}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="list"
          aria-label={label}
        >
          {keywords.map((keyword, index) => (
            <Chip key={keyword} role="listitem" label={keyword} onDelete={() => remove(index)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
