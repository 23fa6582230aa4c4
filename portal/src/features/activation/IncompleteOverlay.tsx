import type { ReactNode } from 'react';
import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  MESSAGES,
  actorFromSession,
  isOwner,
  isOwnerOrAdmin,
  overlayApplies,
  overlayReasons,
} from '@casebridge/domain';
import type { Actor } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { ACTIVATION_FORM_ID } from './ActivateAccountSection.tsx';
import { useCompleteAccount } from './CompleteAccountContext.tsx';
import { MY_ACCOUNT_PATH, SUBSCRIPTION_PATH } from './PanelBanners.tsx';

const OVERLAY_TITLE_ID = 'incomplete-account-title';

/** What the overlay says is missing, and the ways out the user may take. */
const OverlayMessage = ({ actor }: { actor: Actor }) => {
  const { account, info, setActivationOpen } = useCompleteAccount();
  const reasons = overlayReasons(info);
  const paymentError = account?.subscription?.paymentError === true;
  const owner = isOwner(actor);
  const canPay = isOwnerOrAdmin(actor);
  const sentences = reasons.map((reason) => {
    if (reason === 'company') return MESSAGES.overlayCompany;
    if (reason === 'professional') return MESSAGES.overlayProfessional;
    return paymentError ? MESSAGES.paymentError : MESSAGES.overlayPayment;
  });
  const openActivation = () => {
    setActivationOpen(true);
    document.getElementById(ACTIVATION_FORM_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const activationPending = account?.company?.status === 'INCOMPLETE';
  return (
    <Paper elevation={6} sx={{ p: 3, maxWidth: 520, mx: 2 }}>
      <Typography variant="h6" component="h2" id={OVERLAY_TITLE_ID} gutterBottom>
        {MESSAGES.overlayTitle}
      </Typography>
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
        {sentences.map((sentence) => (
          <ListItem key={sentence} sx={{ display: 'list-item', px: 0 }}>
            {sentence}
          </ListItem>
        ))}
      </List>
      {!owner && !(canPay && reasons.every((reason) => reason === 'payment')) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {MESSAGES.overlayAskOwner}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        {owner && activationPending && (
          <Button variant="contained" onClick={openActivation}>
            Complete your account
          </Button>
        )}
        {canPay && reasons.includes('payment') && !paymentError && (
          <Button variant="outlined" component={RouterLink} to={SUBSCRIPTION_PATH}>
            Choose a plan
          </Button>
        )}
        {canPay && paymentError && (
          <Button variant="outlined" component={RouterLink} to={MY_ACCOUNT_PATH}>
            My Account
          </Button>
        )}
      </Stack>
    </Paper>
  );
};

/**
 * The content area with the incomplete-account overlay (SPEC.md 6): when the domain's overlayApplies says so,
 * the content is inert and hidden from assistive technology, and a message says what is missing.
 */
export const ContentWithOverlay = ({ children }: { children: ReactNode }) => {
  const current = useSession();
  const { pathname } = useLocation();
  const { info } = useCompleteAccount();
  const actor = current ? actorFromSession(current) : null;
  const blocked = actor !== null && overlayApplies(actor, pathname, info);
  return (
    <Box sx={{ position: 'relative', minHeight: blocked ? 360 : undefined }}>
      <Box
        inert={blocked}
        aria-hidden={blocked || undefined}
        data-testid="page-content"
        sx={
          blocked
            ? { filter: 'blur(3px)', opacity: 0.5, pointerEvents: 'none', userSelect: 'none' }
            : undefined
        }
      >
        {children}
      </Box>
      {blocked && actor && (
        <Box
          role="region"
          aria-labelledby={OVERLAY_TITLE_ID}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'flex-start',
            pt: 6,
          }}
        >
          <OverlayMessage actor={actor} />
        </Box>
      )}
    </Box>
  );
};
