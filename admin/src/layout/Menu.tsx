import type { ReactElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import LabelIcon from '@mui/icons-material/Label';
import PeopleIcon from '@mui/icons-material/People';
import MyAccountsIcon from '@mui/icons-material/BusinessCenter';
import { Menu as RaMenu } from 'react-admin';
import { can, headerMenu, type Actor, type MenuItem } from '@casebridge/domain';
import { factoring } from '../factoring/index.ts';
import { fundingRequests } from '../funding-requests/index.ts';
import { outbox } from '../outbox/index.ts';
import { registries } from '../registries/index.ts';
import { useActor } from './useActor.ts';

const RegistriesIcon = registries.icon;
const OutboxIcon = outbox.icon;
const FundingIcon = fundingRequests.icon;
const FactoringIcon = factoring.icon;
const ICONS: Record<string, ReactElement> = {
  registries: <RegistriesIcon />,
  users: <PeopleIcon />,
  reports: <AssessmentIcon />,
};

/** The console's share of the header menu (SPEC.md 2.3): Registries, Users, Reports, as the rules allow. */
export function consoleMenu(actor: Actor): MenuItem[] {
  return headerMenu(actor).filter((item) => item.console);
}

export const Menu = () => {
  const { actor } = useActor();
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {actor
        ? consoleMenu(actor).map((item) => (
            <RaMenu.Item
              key={item.id}
              to={item.path}
              primaryText={item.label}
              leftIcon={ICONS[item.id] ?? <LabelIcon />}
            />
          ))
        : null}
      {actor && can(actor, 'accounts.mine') ? (
        <RaMenu.Item to="/my-accounts" primaryText="My accounts" leftIcon={<MyAccountsIcon />} />
      ) : null}
      {actor && can(actor, 'funding.read') ? (
        <RaMenu.Item to="/funding-requests" primaryText="Funding requests" leftIcon={<FundingIcon />} />
      ) : null}
      {actor && can(actor, 'registry.read') ? (
        <RaMenu.Item to="/factoring" primaryText="Factoring companies" leftIcon={<FactoringIcon />} />
      ) : null}
      {actor && can(actor, 'outbox.read') ? (
        <RaMenu.Item to="/outbox" primaryText="Outbox" leftIcon={<OutboxIcon />} />
      ) : null}
    </RaMenu>
  );
};
