import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useGetIdentity,
} from 'react-admin';
import { INTERNAL_ROLES, INTERNAL_ROLE_LABELS, can, type InternalRole, type User } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { ConfirmAction } from '../common/ConfirmAction.tsx';
import { CardButtons, CardsOnPhone } from '../common/CardsOnPhone.tsx';
import { longDate } from '../common/dates.ts';
import { RecordLink } from '../common/datatable/RecordLink.tsx';
import { useActor } from '../layout/useActor.ts';
import { choicesOf } from '../registries/choices.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="userType"
    source="userType"
    label="Role"
    choices={choicesOf(INTERNAL_ROLES, INTERNAL_ROLE_LABELS)}
    alwaysOn
  />,
  <SelectInput
    key="position"
    source="position"
    label="Position"
    choices={[{ id: 'SALES_REPRESENTATIVE', name: 'Sales representative' }]}
    alwaysOn
  />,
];

const StatusAction = ({ user }: { user: User }) => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const { identity } = useGetIdentity();
  if (identity?.id === user.id) return null;
  const disable = user.enabled && user.status !== 'DISABLED';
  const name = `${user.name} ${user.lastName}`;
  return (
    <ConfirmAction
      label={disable ? 'Disable' : 'Activate'}
      title={disable ? `Disable ${name}?` : `Activate ${name}?`}
      text={
        disable
          ? 'They will no longer be able to sign in to the console.'
          : 'They will be able to sign in again.'
      }
      run={() => dataProvider.setInternalUserStatus(user.id, disable ? 'DISABLED' : 'ACTIVE')}
      done={disable ? `${name} is disabled` : `${name} is active`}
    />
  );
};

const Column = DataTable.Col<User>;

const statusLabel = (u: User) => (u.enabled && u.status !== 'DISABLED' ? 'Active' : 'Disabled');
/** A card's details: e-mail, role, position and status. */
const details = (u: User) =>
  [
    u.email,
    INTERNAL_ROLE_LABELS[u.userType as InternalRole],
    u.position ? 'Sales representative' : null,
    statusLabel(u),
  ]
    .filter(Boolean)
    .join(' · ');

/** The user's name, a link to their edit page for those who manage users. */
const UserName = ({ user, manage }: { user: User; manage: boolean }) =>
  manage ? (
    <RecordLink resource="internal-users" id={user.id} type="edit">
      {`${user.name} ${user.lastName}`}
    </RecordLink>
  ) : (
    `${user.name} ${user.lastName}`
  );

/** Internal users (GET /internal-users): SYSTEM_ADMIN creates, edits and disables them. */
export const InternalUserList = () => {
  const { actor } = useActor();
  const manage = !!actor && can(actor, 'internalUsers.manage');
  return (
    <List<User>
      resource="internal-users"
      disableSyncWithLocation
      filters={filters}
      sort={{ field: 'lastName', order: 'ASC' }}
      actions={<TopToolbar>{manage ? <CreateButton resource="internal-users" /> : null}</TopToolbar>}
      exporter={false}
      title={false}
    >
      {/* On phones the name is the link: the card holds the Disable button, so it is not a link itself. */}
      <CardsOnPhone<User>
        rowClick={false}
        primaryText={(u) => <UserName user={u} manage={manage} />}
        secondaryText={(u) => (
          <>
            {details(u)}
            {manage ? (
              <CardButtons>
                <StatusAction user={u} />
              </CardButtons>
            ) : null}
          </>
        )}
      >
        <DataTable<User> rowClick={manage ? 'edit' : false} bulkActionButtons={false}>
          <Column source="lastName" label="Name" render={(u) => <UserName user={u} manage={manage} />} />
          <Column source="email" label="E-mail" />
          <Column
            source="userType"
            label="Role"
            render={(u) => INTERNAL_ROLE_LABELS[u.userType as InternalRole]}
          />
          <Column
            source="position"
            label="Position"
            render={(u) => (u.position ? 'Sales representative' : '')}
          />
          <Column source="status" label="Status" render={statusLabel} />
          <Column source="lastLoginAt" label="Last sign-in" render={(u) => longDate(u.lastLoginAt)} />
          {manage ? <Column label="Actions" disableSort render={(u) => <StatusAction user={u} />} /> : null}
        </DataTable>
      </CardsOnPhone>
    </List>
  );
};
