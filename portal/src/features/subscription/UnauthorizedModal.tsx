import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MESSAGES } from '@casebridge/domain';

/** The unauthorized modal (SPEC.md 2.6): only an owner or admin may pay, upgrade or change the card. */
export const UnauthorizedModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} aria-labelledby="unauthorized-title" maxWidth="xs" fullWidth>
    <DialogTitle id="unauthorized-title">{MESSAGES.unauthorizedSubscription}</DialogTitle>
    <DialogContent>
      <DialogContentText>{MESSAGES.unauthorizedSubscriptionHint}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button variant="contained" onClick={onClose} autoFocus>
        Close
      </Button>
    </DialogActions>
  </Dialog>
);
