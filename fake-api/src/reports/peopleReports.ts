/** Reports on people and exchanges: users, invites, presented cases, funding requests. */
import {
  COMPANY_PERMISSION_LABELS,
  FUNDING_REQUEST_FOR_LABELS,
  FUNDING_STATUS_LABELS,
  FUNDING_TYPE_LABELS,
  USER_TYPE_LABELS,
} from '@casebridge/domain';
import { humanize, lookups } from './lookup.ts';
import { asDate, inRange, type ReportDefinition } from './types.ts';

export const usersReport: ReportDefinition = {
  key: 'users',
  columns: [
    { key: 'name', header: 'Name', type: 'text' },
    { key: 'email', header: 'E-mail', type: 'text', width: 32 },
    { key: 'userType', header: 'User type', type: 'text', width: 16 },
    { key: 'company', header: 'Company', type: 'text', width: 30 },
    { key: 'permission', header: 'Permission', type: 'text', width: 12 },
    { key: 'status', header: 'Status', type: 'text', width: 16 },
    { key: 'createdAt', header: 'Created', type: 'date' },
    { key: 'lastLoginAt', header: 'Last sign-in', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    return [...services.store.collection('users').all()]
      .filter((user) => inRange(user.createdAt, query))
      .map((user) => ({
        name: `${user.name} ${user.lastName}`,
        email: user.email,
        userType: USER_TYPE_LABELS[user.userType],
        company: name.company(user.companyId),
        permission: user.permission ? COMPANY_PERMISSION_LABELS[user.permission] : '',
        status: humanize(user.status),
        createdAt: asDate(user.createdAt),
        lastLoginAt: asDate(user.lastLoginAt),
      }));
  },
};

function referralRows(presented: boolean): ReportDefinition['rows'] {
  return (services, query) => {
    const name = lookups(services);
    return [...services.store.collection('referrals').all()]
      .filter((referral) => inRange(referral.createdAt, query))
      .map((referral) => ({
        folio: name.folio(referral.caseId),
        from: name.company(referral.fromCompanyId),
        to: name.company(referral.toCompanyId),
        status: humanize(presented ? referral.presentedStatus : referral.status),
        rejectReason: referral.rejectReason ?? '',
        createdAt: asDate(referral.createdAt),
      }));
  };
}

const referralColumns = (statusHeader: string) =>
  [
    { key: 'folio', header: 'Case', type: 'text', width: 14 },
    { key: 'from', header: 'From', type: 'text', width: 30 },
    { key: 'to', header: 'To', type: 'text', width: 30 },
    { key: 'status', header: statusHeader, type: 'text', width: 14 },
    { key: 'rejectReason', header: 'Reject reason', type: 'text', width: 30 },
    { key: 'createdAt', header: 'Date', type: 'date' },
  ] as const;

export const invitesReport: ReportDefinition = {
  key: 'invites',
  columns: referralColumns('Invite status'),
  rows: referralRows(false),
};

export const presentedReport: ReportDefinition = {
  key: 'presented',
  columns: referralColumns('Presented status'),
  rows: referralRows(true),
};

export const fundingRequestsReport: ReportDefinition = {
  key: 'funding-requests',
  columns: [
    { key: 'folio', header: 'Case', type: 'text', width: 14 },
    { key: 'firm', header: 'Law firm', type: 'text', width: 30 },
    { key: 'factoring', header: 'Factoring company', type: 'text', width: 30 },
    { key: 'type', header: 'Type', type: 'text', width: 16 },
    { key: 'requestFor', header: 'Requested for', type: 'text', width: 16 },
    { key: 'status', header: 'Status', type: 'text', width: 16 },
    { key: 'amount', header: 'Amount', type: 'money' },
    { key: 'createdAt', header: 'Created', type: 'date' },
    { key: 'updatedAt', header: 'Updated', type: 'date' },
  ],
  rows: (services, query) => {
    const name = lookups(services);
    return [...services.store.collection('fundingRequests').all()]
      .filter((request) => inRange(request.createdAt, query))
      .map((request) => ({
        folio: name.folio(request.caseId),
        firm: name.company(request.attorneyCompanyId),
        factoring: name.factoring(request.factoringCompanyId),
        type: FUNDING_TYPE_LABELS[request.type],
        requestFor: FUNDING_REQUEST_FOR_LABELS[request.requestFor],
        status: FUNDING_STATUS_LABELS[request.status],
        amount: request.amount,
        createdAt: asDate(request.createdAt),
        updatedAt: asDate(request.updatedAt),
      }));
  },
};
