import { Stack } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { availableUserActions, type User } from '@casebridge/domain';
import type { CaseBridgeDataProvider, UserAction } from '@casebridge/domain/client';
import { ConfirmAction } from '../common/ConfirmAction.tsx';

const COPY: Record<UserAction, { label: string; text: string; done: string }> = {
  enable: { label: 'Enable', text: 'The user can sign in again.', done: 'User enabled' },
  disable: { label: 'Disable', text: 'The user can no longer sign in.', done: 'User disabled' },
  activate: {
    label: 'Activate',
    text: 'Marks the e-mail as verified so the user can sign in.',
    done: 'User activated',
  },
  activateProfile: {
    label: 'Activate profile',
    text: 'The professional profile shows again in the directory.',
    done: 'Profile activated',
  },
  deactivateProfile: {
    label: 'Deactivate profile',
    text: 'The professional profile is hidden from the directory.',
    done: 'Profile deactivated',
  },
};

export const ExternalUserActions = ({ user }: { user: User }) => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const name = `${user.name} ${user.lastName}`;
  return (
    // One button a line in the table's narrow column, side by side on a phone's card; a span, as the card's
    // text is a paragraph.
    <Stack
      component="span"
      direction={{ xs: 'row', sm: 'column' }}
      useFlexGap
      spacing={0.5}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {availableUserActions(user).map((action) => (
        <ConfirmAction
          key={action}
          label={COPY[action].label}
          title={`${COPY[action].label}: ${name}?`}
          text={COPY[action].text}
          run={() => dataProvider.runUserAction(user.id, action)}
          done={COPY[action].done}
        />
      ))}
    </Stack>
  );
};
