import { DataTable, List, ReferenceField, SearchInput, SelectInput } from 'react-admin';
import {
  EXTERNAL_USER_TYPES,
  EXTERNAL_USER_TYPE_LABELS,
  can,
  hasProfessionalProfile,
  type ExternalUserType,
  type User,
} from '@casebridge/domain';
import { longDate } from '../common/dates.ts';
import { useActor } from '../layout/useActor.ts';
import { choicesOf } from '../registries/choices.ts';
import { ExternalUserActions } from './ExternalUserActions.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="userType"
    source="userType"
    label="Type"
    choices={choicesOf(EXTERNAL_USER_TYPES, EXTERNAL_USER_TYPE_LABELS)}
    alwaysOn
  />,
  <SelectInput
    key="enabled"
    source="enabled"
    label="Access"
    choices={[
      { id: true, name: 'Enabled' },
      { id: false, name: 'Disabled' },
    ]}
    alwaysOn
  />,
];

const statusText = (u: User) => (!u.enabled ? 'Disabled' : !u.verified ? 'Not verified' : 'Active');
const Column = DataTable.Col<User>;

/** External users (attorneys, providers, support staff, claimants) with the actions SUPER_USER+ may run. */
export const ExternalUserList = () => {
  const { actor } = useActor();
  const manage = !!actor && can(actor, 'externalUsers.manage');
  return (
    <List<User>
      resource="users"
      disableSyncWithLocation
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      title={false}
      actions={false}
    >
      <DataTable<User> rowClick={false} bulkActionButtons={false}>
        <Column source="lastName" label="Name" render={(u) => `${u.name} ${u.lastName}`} />
        <Column source="email" label="E-mail" />
        <Column
          source="userType"
          label="Type"
          render={(u) => EXTERNAL_USER_TYPE_LABELS[u.userType as ExternalUserType]}
        />
        <Column
          source="companyId"
          label="Company"
          disableSort
          render={(u) =>
            u.companyId ? (
              <ReferenceField record={u} source="companyId" reference="registries" link="show" />
            ) : (
              ''
            )
          }
        />
        <Column source="status" label="Status" render={statusText} />
        <Column
          source="professionalProfileActive"
          label="Profile"
          disableSort
          render={(u) =>
            hasProfessionalProfile(u) ? (u.professionalProfileActive ? 'Active' : 'Inactive') : ''
          }
        />
        <Column source="createdAt" label="Joined" render={(u) => longDate(u.createdAt)} />
        {manage ? (
          <Column label="Actions" disableSort render={(u) => <ExternalUserActions user={u} />} />
        ) : null}
      </DataTable>
    </List>
  );
};
