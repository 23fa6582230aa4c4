import { SettingsSection } from './SettingsSection.tsx';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  COMPANY_MEMBER_MESSAGES,
  MEMBER_PERMISSIONS,
  MEMBER_PERMISSION_LABELS,
  SUPPORT_STAFF_LIMITS,
  memberChangeRefusal,
} from '@casebridge/domain';
import type { MemberPermission, PlanType, User } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useChangeMember, useCompanyMembers } from './api.ts';
import { DisableMemberDialog } from './DisableMemberDialog.tsx';
import { InviteMemberDialog } from './InviteMemberDialog.tsx';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';

/** The cells' labels when the rows are cards (phones). */
const MEMBER_LABELS = ['Name', 'E-mail', 'Type', 'Permission', 'Actions'];

const TYPE_LABELS: Record<string, string> = {
  ATTORNEY: 'Attorney',
  HEALTH_PROVIDER: 'Health provider',
  SUPPORT: 'Support staff',
};

/**
 * The company's members and support staff (issue 15): their permission (ADMIN or member) changed in place,
 * disabled after a confirmation, new ones invited by e-mail; the plan's support staff limit (Premium
 * unlimited) shown from the domain's table.
 */
export const MembersSection = ({
  companyId,
  userId,
  planType,
}: {
  companyId: string;
  userId: string;
  planType: PlanType;
}) => {
  const notify = useNotify();
  const members = useCompanyMembers(companyId);
  const change = useChangeMember(companyId);
  const [inviting, setInviting] = useState(false);
  const [disabling, setDisabling] = useState<User | null>(null);
  const limit = SUPPORT_STAFF_LIMITS[planType];
  const supportCount = (members.data ?? []).filter((u) => u.userType === 'SUPPORT' && u.enabled).length;

  const setPermission = (user: User, permission: MemberPermission) =>
    change.mutate(
      { userId: user.id, permission },
      {
        onSuccess: () => notify(COMPANY_MEMBER_MESSAGES.permissionChanged, { type: 'success' }),
        onError: (error) => notify(apiFailure(error).message, { type: 'error' }),
      },
    );

  return (
    <SettingsSection
      id="members-title"
      title="Members and support staff"
      action={
        <Button variant="outlined" onClick={() => setInviting(true)}>
          Invite a member
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Support staff: {supportCount}{' '}
        {limit === null ? '(unlimited on your plan)' : `of ${limit} on your plan`}
      </Typography>
      {members.isError && <LoadFailure error={members.error} onRetry={() => members.refetch()} />}
      {members.isPending && <CircularProgress aria-label="Loading the members" />}
      {members.data && (
        <Box sx={{ overflowX: 'auto' }}>
          <ResponsiveTable size="small" aria-label="Members" labels={MEMBER_LABELS}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Permission</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.map((user) => {
                const locked = memberChangeRefusal(userId, user) !== null || !user.enabled;
                const name = `${user.name} ${user.lastName}`;
                return (
                  <TableRow key={user.id}>
                    <TableCell>{name}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell>{TYPE_LABELS[user.userType] ?? user.userType}</TableCell>
                    <TableCell>
                      {locked ? (
                        user.enabled ? (
                          user.permission === 'OWNER' ? (
                            'Owner'
                          ) : (
                            MEMBER_PERMISSION_LABELS[user.permission ?? 'MEMBER']
                          )
                        ) : (
                          'Disabled'
                        )
                      ) : (
                        <TextField
                          select
                          size="small"
                          value={user.permission === 'ADMIN' ? 'ADMIN' : 'MEMBER'}
                          onChange={(event) => setPermission(user, event.target.value as MemberPermission)}
                          slotProps={{ htmlInput: { 'aria-label': `Permission of ${name}` } }}
                        >
                          {MEMBER_PERMISSIONS.map((p) => (
                            <MenuItem key={p} value={p}>
                              {MEMBER_PERMISSION_LABELS[p]}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    </TableCell>
                    <TableCell>
                      {!locked && (
                        <Button color="error" size="small" onClick={() => setDisabling(user)}>
                          Disable
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </ResponsiveTable>
        </Box>
      )}
      {limit !== null && supportCount >= limit && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {COMPANY_MEMBER_MESSAGES.supportLimit.replace('{n}', String(limit))}
        </Alert>
      )}
      {inviting && <InviteMemberDialog companyId={companyId} onClose={() => setInviting(false)} />}
      {disabling && (
        <DisableMemberDialog companyId={companyId} member={disabling} onClose={() => setDisabling(null)} />
      )}
    </SettingsSection>
  );
};
