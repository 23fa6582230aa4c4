import { Box, Button, Stack } from '@mui/material';
import { CLAIMANT_LANGUAGES, LANGUAGE_NAMES } from '@casebridge/domain';
import type { ClaimantLanguage } from '@casebridge/domain';

/**
 * English / Español: two buttons (each named in its own language, with its lang attribute), the current one
 * pressed. A group named `label` ('Language', 'Idioma'); Tab and Enter or Space reach and press them.
 */
export const LanguageSwitcher = ({
  value,
  onChange,
  label,
  disabled = false,
}: {
  value: ClaimantLanguage;
  onChange: (language: ClaimantLanguage) => void;
  label: string;
  disabled?: boolean;
}) => (
  // Plain buttons in a Stack (no ButtonGroup): the sign-in page's bundle stays small.
  <Stack role="group" aria-label={label} direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
    {CLAIMANT_LANGUAGES.map((language) => (
      <Button
        key={language}
        lang={language}
        aria-pressed={value === language}
        size="small"
        disabled={disabled}
        variant={value === language ? 'contained' : 'outlined'}
        onClick={() => {
          if (value !== language) onChange(language);
        }}
        // On a phone the header has no room for the names: the codes show, the names stay the buttons' names.
        aria-label={LANGUAGE_NAMES[language]}
        sx={{ minWidth: { xs: 40, sm: 64 } }}
      >
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {LANGUAGE_NAMES[language]}
        </Box>
        <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {language.toUpperCase()}
        </Box>
      </Button>
    ))}
  </Stack>
);
