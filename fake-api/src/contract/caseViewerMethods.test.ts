/**
 * The contract of what people outside a case's firm read (caseViewerMethods: the claimant's own cases), run
 * against the fake API's core in process. The table is typed so that every method has its case.
 */
import { afterEach, describe, expect, vi } from 'vitest';
import type { CaseViewerMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';

const CASES: Record<keyof CaseViewerMethods, ContractCase> = {
  getMyClaimantCases: {
    as: 'claimant',
    run: async ({ client }) => {
      const page = await client.dataProvider.getMyClaimantCases();
      expect(page.total).toBeGreaterThan(0);
      expect(page.data[0]!.documents.length).toBeGreaterThan(0);
    },
  },
  getMyClaimantCase: {
    as: 'claimant',
    run: async ({ client }) => {
      const [first] = (await client.dataProvider.getMyClaimantCases()).data;
      expect((await client.dataProvider.getMyClaimantCase(first!.id)).folio).toBe(first!.folio);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('what a case’s outsiders read, against the core', () => contractTests(CASES));
