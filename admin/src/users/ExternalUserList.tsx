import { DataTable, List, ReferenceField, SearchInput, SelectInput } from 'react-admin';
import {
  EXTERNAL_USER_TYPES,
  EXTERNAL_USER_TYPE_LABELS,
  can,
  hasProfessionalProfile,
  type ExternalUserType,
  type User,
} from '@casebridge/domain';
import { CardButtons, CardsOnPhone } from '../common/CardsOnPhone.tsx';
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
/** A company's name takes at most two lines (a narrower column wraps it a word per line). */
const COMPANY_COLUMN = { minWidth: 180 } as const;
const fullName = (u: User) => `${u.name} ${u.lastName}`;
/** A card's details: e-mail, type, access status and company. */
const details = (u: User) => (
  <>
    {[u.email, EXTERNAL_USER_TYPE_LABELS[u.userType as ExternalUserType], statusText(u)].join(' · ')}
    {u.companyId ? (
      <>
        {' · '}
        <ReferenceField record={u} source="companyId" reference="registries" link="show" />
      </>
    ) : null}
  </>
);

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
      <CardsOnPhone<User>
        rowClick={false}
        primaryText={fullName}
        secondaryText={(u) => (
          <>
            {details(u)}
            {manage ? (
              <CardButtons>
                <ExternalUserActions user={u} />
              </CardButtons>
            ) : null}
          </>
        )}
      >
        <DataTable<User> rowClick={false} bulkActionButtons={false}>
          <Column source="lastName" label="Name" render={fullName} />
          <Column source="email" label="E-mail" />
          <Column
            source="userType"
            label="Type"
            render={(u) => EXTERNAL_USER_TYPE_LABELS[u.userType as ExternalUserType]}
          />
          <Column
            source="companyId"
            label="Company"
            sx={COMPANY_COLUMN}
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
      </CardsOnPhone>
    </List>
  );
};
