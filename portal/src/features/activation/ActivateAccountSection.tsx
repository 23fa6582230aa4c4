import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@casebridge/domain';
import type { AccountResponse } from '@casebridge/domain/client';
import { ActivationForm } from './ActivationForm.tsx';
import { reloadPage } from '../../shared/reloadPage.ts';

export const ACTIVATION_FORM_ID = 'activate-your-account';
/** The region 'Complete' and 'See less' control: always rendered (empty while collapsed). */
const REGION_ID = `${ACTIVATION_FORM_ID}-form`;

/**
 * 'Activate your account' while the company is INCOMPLETE: 'Complete' expands the activation form, 'See less'
 * collapses it; the owner reads what to do (nothing is being validated before the form is sent). Saving
 * reloads the page.
 */
export const ActivateAccountSection = ({
  account,
  open,
  onOpenChange,
}: {
  account: AccountResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => (
  <Box component="section" aria-labelledby={`${ACTIVATION_FORM_ID}-title`} id={ACTIVATION_FORM_ID}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h6" component="h3" id={`${ACTIVATION_FORM_ID}-title`}>
          {MESSAGES.activateAccount}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {MESSAGES.activateAccountHint}
        </Typography>
      </Box>
      {!open && (
        <Button
          variant="contained"
          onClick={() => onOpenChange(true)}
          aria-expanded={false}
          aria-controls={REGION_ID}
        >
          Complete
        </Button>
      )}
    </Stack>
    <Box id={REGION_ID}>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pt: 3 }}>
          <ActivationForm account={account} onSaved={reloadPage} />
          <Button
            onClick={() => onOpenChange(false)}
            aria-expanded={open}
            aria-controls={REGION_ID}
            sx={{ mt: 1 }}
          >
            See less
          </Button>
        </Box>
      </Collapse>
    </Box>
  </Box>
);
