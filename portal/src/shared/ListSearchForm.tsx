import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';

interface ListSearchFormProps {
  /** The search field's label (its accessible name). */
  label: string;
  /** The search the list shows now: the field starts with it. */
  initial: string;
  onSearch: (q: string) => void;
}

/** A list's search form (role search): a text field and Search, which sends the trimmed text. */
export const ListSearchForm = ({ label, initial, onSearch }: ListSearchFormProps) => {
  const [search, setSearch] = useState(initial);
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
    >
      <TextField
        size="small"
        label={label}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ width: { sm: 300 } }}
      />
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
        Search
      </Button>
    </Stack>
  );
};
