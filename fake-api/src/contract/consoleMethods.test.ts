/**
 * The contract of the client's custom calls (createDataProvider's own methods): each one runs against the
 * fake API's core in process. A wrong path or verb (no route), a refused body or an answer that does not
 * match the route's response schema fails here, in the unit tests. The table is typed so that a new client
 * method cannot be added without its case.
 */
import { afterEach, describe, expect, vi } from 'vitest';
import { CATALOG_NAMES, REPORT_CATALOG } from '@casebridge/domain';
import type { ReportKey } from '@casebridge/domain';
import type {
  CaseBridgeCustomMethods,
  CaseFlowMethods,
  CaseFileMethods,
  AppointmentMethods,
  CaseMethods,
  CaseViewerMethods,
  FrontDoorMethods,
  ReferralMethods,
  FundingMethods,
  BillingMethods,
  TaskMethods,
  NetworkMethods,
  TaskTemplateMethods,
  DashboardMethods,
  CompanyMethods,
  DirectoryMethods,
  SubscriptionMethods,
} from '@casebridge/domain/client';
import { PNG, contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';

type ConsoleMethod = Exclude<
  keyof CaseBridgeCustomMethods,
  | keyof FrontDoorMethods
  | keyof CaseMethods
  | keyof CaseFlowMethods
  | keyof CaseFileMethods
  | keyof AppointmentMethods
  | keyof CaseViewerMethods
  | keyof ReferralMethods
  | keyof FundingMethods
  | keyof BillingMethods
  | keyof TaskMethods
  | keyof NetworkMethods
  | keyof TaskTemplateMethods
  | keyof DashboardMethods
  | keyof CompanyMethods
  | keyof DirectoryMethods
  | keyof SubscriptionMethods
>;

const factoringValues = {
  name: 'Harbor Funding',
  email: 'hello@harbor.test',
  services: ['ADVANCES', 'OTHER'],
  stateCodes: ['TX', 'FL'],
  requestTypes: ['ADVANCE'],
  minRequestAmount: 500,
  maxRequestAmount: 50_000,
} as const;

const CASES: Record<ConsoleMethod, ContractCase> = {
  getAccount: { as: 'attorney-owner', run: ({ client }) => client.dataProvider.getAccount() },
  listMySessions: { as: 'attorney-owner', run: ({ client }) => client.dataProvider.listMySessions() },
  endMySession: {
    as: 'attorney-owner',
    run: async ({ client }) => {
      const [current] = await client.dataProvider.listMySessions();
      await client.dataProvider.endMySession(current!.id);
    },
  },
  endMyOtherSessions: {
    as: 'attorney-owner',
    run: ({ client }) => client.dataProvider.endMyOtherSessions(),
  },
  getPlanPricing: { run: ({ client }) => client.dataProvider.getPlanPricing() },
  getServerTime: { run: ({ client }) => client.dataProvider.getServerTime() },
  getCatalog: {
    run: async ({ client }) => {
      for (const name of CATALOG_NAMES) await client.dataProvider.getCatalog(name);
    },
  },
  getUnreadNotificationCount: {
    as: 'attorney-owner',
    run: ({ client }) => client.dataProvider.getUnreadNotificationCount(),
  },
  getNotifications: {
    as: 'attorney-owner',
    run: async ({ client }) => {
      await client.dataProvider.getNotifications({ page: 0 });
      await client.dataProvider.getNotifications({ page: 1, unread: true });
    },
  },
  markNotificationRead: {
    as: 'attorney-owner',
    run: ({ client, store, userOf }) => {
      const unread = store.collection('notifications').findBy('userId', userOf('attorney-owner').id);
      return client.dataProvider.markNotificationRead(unread.find((n) => !n.read)!.id);
    },
  },
  markNotificationUnread: {
    as: 'attorney-owner',
    run: ({ client, store, userOf }) => {
      const mine = store.collection('notifications').findBy('userId', userOf('attorney-owner').id);
      return client.dataProvider.markNotificationUnread(mine.find((n) => n.read)!.id);
    },
  },
  markChangelogRead: { as: 'attorney-owner', run: ({ client }) => client.dataProvider.markChangelogRead() },
  getCompanySubscription: {
    as: 'attorney-owner',
    run: ({ client, companyIdOf }) =>
      client.dataProvider.getCompanySubscription(companyIdOf('attorney-owner')),
  },
  getCompanyAddresses: {
    as: 'attorney-owner',
    run: ({ client, companyIdOf }) => client.dataProvider.getCompanyAddresses(companyIdOf('attorney-owner')),
  },
  getCompanyMembers: {
    as: 'attorney-owner',
    run: ({ client, companyIdOf }) => client.dataProvider.getCompanyMembers(companyIdOf('attorney-owner')),
  },
  getRegistryStatusCounts: {
    as: 'system-admin',
    run: ({ client }) => client.dataProvider.getRegistryStatusCounts(),
  },
  runCompanyAction: {
    as: 'super-user',
    run: async ({ client, companyIdOf, store }) => {
      const dp = client.dataProvider;
      await dp.runCompanyAction(companyIdOf('owner-pending-review'), { action: 'validate' });
      const reject = { motive: 'EXPIRED_LICENSE' } as const;
      await dp.runCompanyAction(companyIdOf('owner-info-required'), { action: 'reject', payload: reject });
      const pending = [...store.collection('companies').all()].find((c) => c.status === 'PENDING_REVIEW')!;
      const message = 'Please send your NPI number.';
      await dp.runCompanyAction(pending.id, { action: 'infoRequest', payload: { message } });
      const firm = companyIdOf('attorney-owner');
      await dp.runCompanyAction(firm, { action: 'cancel', payload: { planType: 'BASIC' } });
      await dp.runCompanyAction(firm, { action: 'revertCancellation' });
    },
  },
  getSubscriptionValidStatus: {
    as: 'attorney-owner',
    run: ({ client, companyIdOf }) =>
      client.dataProvider.getSubscriptionValidStatus(companyIdOf('attorney-owner')),
  },
  assignSalesRepresentative: {
    as: 'system-admin',
    run: ({ client, companyIdOf, userOf }) =>
      client.dataProvider.assignSalesRepresentative(
        companyIdOf('owner-pending-review'),
        userOf('sales-representative').id,
      ),
  },
  setInternalUserStatus: {
    as: 'system-admin',
    run: async ({ client, userOf }) => {
      await client.dataProvider.setInternalUserStatus(userOf('user').id, 'DISABLED');
      await client.dataProvider.setInternalUserStatus(userOf('user').id, 'ACTIVE');
    },
  },
  runUserAction: {
    as: 'super-user',
    run: async ({ client, store, userOf }) => {
      const dp = client.dataProvider;
      const member = userOf('attorney-member');
      await dp.runUserAction(member.id, 'disable');
      await dp.runUserAction(member.id, 'enable');
      const unverified = [...store.collection('users').all()].find(
        (u) => !u.verified && u.userType !== 'USER',
      )!;
      await dp.runUserAction(unverified.id, 'activate');
      const [first, second] = member.professionalProfileActive
        ? (['deactivateProfile', 'activateProfile'] as const)
        : (['activateProfile', 'deactivateProfile'] as const);
      await dp.runUserAction(member.id, first);
      await dp.runUserAction(member.id, second);
    },
  },
  getReportPreview: {
    as: 'system-admin',
    run: async ({ client }) => {
      for (const { key } of REPORT_CATALOG)
        await client.dataProvider.getReportPreview(key as ReportKey, { from: '2025-01-01' }, 5);
    },
  },
  downloadReport: {
    as: 'system-admin',
    run: async ({ client }) => {
      for (const { key } of REPORT_CATALOG) {
        const { blob } = await client.dataProvider.downloadReport(key as ReportKey, { to: '2026-12-31' });
        expect(blob.size).toBeGreaterThan(0);
      }
    },
  },
  getFundingStatusCounts: {
    as: 'user',
    run: async ({ client }) => {
      await client.dataProvider.getFundingStatusCounts();
      await client.dataProvider.getFundingStatusCounts({ type: 'ADVANCE' });
    },
  },
  setFundingStatus: {
    as: 'attorney-owner',
    run: async ({ client, store, companyIdOf }) => {
      const firm = companyIdOf('attorney-owner');
      const request = store
        .collection('fundingRequests')
        .findBy('attorneyCompanyId', firm)
        .find((r) => r.status === 'OWNER_REVIEW')!;
      await client.dataProvider.setFundingStatus(request.id, 'PENDING');
      const other = store
        .collection('fundingRequests')
        .findBy('attorneyCompanyId', firm)
        .find((r) => r.status === 'OWNER_REVIEW')!;
      return client.dataProvider.setFundingStatus(other.id, 'OWNER_REJECTED', 'Not this one');
    },
  },
  saveFactoringCompany: {
    as: 'super-user',
    run: async ({ client }) => {
      const logo = new File([PNG], 'logo.png', { type: 'image/png' });
      const documents = [new File(['%PDF-1.4 terms'], 'terms.pdf', { type: 'application/pdf' })];
      const created = await client.dataProvider.saveFactoringCompany(null, factoringValues, {
        logo,
        documents,
      });
      await client.dataProvider.saveFactoringCompany(created.id, { ...factoringValues, name: 'Harbor' }, {});
    },
  },
  requestFactoringInfo: {
    as: 'super-user',
    run: ({ client, store }) => {
      const factoring = [...store.collection('factoringCompanies').all()][0]!;
      return client.dataProvider.requestFactoringInfo(factoring.id, 'Please send your license.');
    },
  },
  downloadFactoringFile: {
    as: 'user',
    run: async ({ client, store, core }) => {
      const factoring = [...store.collection('factoringCompanies').all()][0]!;
      const fileId = '7d1f3c2e-5b8a-4c9d-9e0f-1a2b3c4d5e6f';
      await core.services.uploads!.put(`factoring/${fileId}`, Buffer.from('%PDF-1.4'), 'application/pdf');
      store.update('factoringCompanies', factoring.id, { fileIds: [...factoring.fileIds, fileId] });
      const { blob, filename } = await client.dataProvider.downloadFactoringFile(fileId);
      expect([filename, blob.type, blob.size]).toEqual([`${fileId}.pdf`, 'application/pdf', 8]);
    },
  },
  getRegistryReview: {
    as: 'user',
    run: ({ client, companyIdOf }) =>
      client.dataProvider.getRegistryReview(companyIdOf('owner-pending-review')),
  },
  getInfoResponses: {
    as: 'user',
    run: ({ client, companyIdOf }) =>
      client.dataProvider.getInfoResponses(companyIdOf('owner-info-required')),
  },
  downloadInfoResponseFile: {
    as: 'user',
    run: async ({ client, store, core, companyIdOf }) => {
      const companyId = companyIdOf('owner-info-required');
      const fileId = '0b7e2f6a-3c1d-4e5f-8a9b-0c1d2e3f4a5b';
      await core.services.uploads!.put(
        `info-responses/${fileId}`,
        Buffer.from('%PDF-1.4'),
        'application/pdf',
      );
      const file = { id: fileId, name: 'bar license.pdf', mimeType: 'application/pdf', size: 8 };
      const [author] = store.collection('users').findBy('companyId', companyId);
      store.insert('infoResponses', {
        companyId,
        requestMessage: 'A copy of your license, please.',
        message: 'Attached.',
        files: [file],
        authorId: author!.id,
        authorName: 'Owner',
        createdAt: new Date().toISOString(),
      });
      const { blob, filename } = await client.dataProvider.downloadInfoResponseFile(companyId, fileId);
      expect([filename, blob.type, blob.size]).toEqual(['bar_license.pdf', 'application/pdf', 8]);
    },
  },
  getDashboardKpis: { as: 'system-admin', run: ({ client }) => client.dataProvider.getDashboardKpis() },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client console calls against the fake API core', () => contractTests(CASES));
