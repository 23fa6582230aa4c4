import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { COMPANY_PERMISSION_LABELS, USER_TYPE_LABELS, formatPhone } from '@casebridge/domain';
import type { Company, User } from '@casebridge/domain';
import { Field } from './Field.tsx';
import { UserPictureInput } from './UserPictureInput.tsx';
import { usePortalText } from '../../shared/i18n/usePortalText.ts';

export const PASSWORD_UPDATE_PATH = '/password-update';

/** The user's own data and picture, and the password change link. */
export const ProfileSection = ({ user, company }: { user: User; company: Company | null }) => {
  const { t } = usePortalText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-title" sx={{ p: 3 }}>
      <Typography id="profile-title" variant="h6" component="h2" gutterBottom>
        {t('account.details')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <UserPictureInput user={user} />
      </Box>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Field label={t('account.name')} value={`${user.name} ${user.lastName}`.trim()} />
        <Field label={t('account.email')} value={user.email} />
        <Field
          label={t('account.phone')}
          value={user.phone ? formatPhone(user.phone) : t('account.notGiven')}
        />
        <Field
          label={t('account.userType')}
          value={
            user.userType === 'CLAIMANT' ? t('account.userType.CLAIMANT') : USER_TYPE_LABELS[user.userType]
          }
        />
        {company && (
          <Field
            label={t('account.company')}
            value={`${company.name}${user.permission ? ` · ${COMPANY_PERMISSION_LABELS[user.permission]}` : ''}`}
          />
        )}
      </Stack>
      <Button component={RouterLink} to={PASSWORD_UPDATE_PATH} variant="outlined" sx={{ mt: 2 }}>
        {t('account.changePassword')}
      </Button>
    </Paper>
  );
};
