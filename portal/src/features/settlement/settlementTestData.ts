/** Test data of the settlement screens: the example (gross 90,000, bills 9,000 + 3,000 + 24,000). */
import {
  DEFAULT_FEE,
  MESSAGES,
  canFinalizeSettlement,
  computeSettlement,
  suggestProRata,
} from '@casebridge/domain';
import type {
  LegalCaseView,
  ProviderLineInput,
  ReductionNegotiationStatus,
  SettlementView,
} from '@casebridge/domain';

type TestProvider = ProviderLineInput & { reductionStatus?: ReductionNegotiationStatus | null };

export const CASE_ID = 'ca1';

export const PROVIDERS: ProviderLineInput[] = [
  {
    providerId: 'p1',
    providerName: 'Riverside Spine & Rehab',
    billedCents: 900_000,
    paidCents: 0,
    acceptedReductionCents: null,
  },
  {
    providerId: 'p2',
    providerName: 'Lakeview Imaging Center',
    billedCents: 300_000,
    paidCents: 0,
    acceptedReductionCents: null,
  },
  {
    providerId: 'p3',
    providerName: 'Maple Grove Physical Therapy',
    billedCents: 2_400_000,
    paidCents: 0,
    acceptedReductionCents: null,
  },
];

const FIGURES = { grossCents: 9_000_000, fee: DEFAULT_FEE, costsCents: 200_000, fundingPayoffCents: 400_000 };

/**
 * A DRAFT as the API answers it, computed by the domain's functions from the providers given (each may carry
 * an accepted reduction and its negotiation's status); `requestable` says which providers may be asked.
 */
export function draftView(
  providers: readonly TestProvider[] = PROVIDERS,
  requestable: (providerId: string) => boolean = () => true,
): SettlementView {
  const input = { ...FIGURES, providers };
  const statement = computeSettlement(input);
  const suggestion = suggestProRata(input);
  const check = canFinalizeSettlement(statement);
  return {
    caseId: CASE_ID,
    folio: 'CB-2026-000001',
    figures: { ...FIGURES, fee: { rate: { ...FIGURES.fee.rate }, basis: FIGURES.fee.basis } },
    status: 'DRAFT',
    statement: {
      ...statement,
      fee: { rate: { ...statement.fee.rate }, basis: statement.fee.basis },
      lines: statement.lines.map((line, i) => ({
        ...line,
        reductionStatus: providers[i]?.reductionStatus ?? null,
      })),
    },
    problems: [],
    finalizeRefusal: check.ok ? null : check.reason,
    suggestion: {
      capCents: suggestion.capCents,
      shares: suggestion.shares.map((s) => ({ ...s, requestable: requestable(s.providerId) })),
      netToClientCents: suggestion.statement.netToClientCents,
    },
    finalizedAt: null,
    finalizedByName: null,
    pdfFileId: null,
    xlsxFileId: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

/** Nothing saved yet: no statement, and the refusal says why. */
export const EMPTY_VIEW: SettlementView = {
  ...draftView(),
  figures: {
    grossCents: 0,
    fee: { rate: { ...DEFAULT_FEE.rate }, basis: 'GROSS' },
    costsCents: 0,
    fundingPayoffCents: 0,
  },
  statement: null,
  suggestion: null,
  finalizeRefusal: MESSAGES.settlementNoGross,
  updatedAt: null,
};

/** Every provider accepted its pro-rata share. */
export const ACCEPTED_PROVIDERS = PROVIDERS.map((p, i) => ({
  ...p,
  acceptedReductionCents: [150_000, 50_000, 400_000][i]!,
  reductionStatus: 'ACCEPTED' as const,
}));

export const FINALIZED_VIEW: SettlementView = {
  ...draftView(ACCEPTED_PROVIDERS, () => false),
  status: 'FINALIZED',
  finalizedAt: '2026-11-24T15:00:00.000Z',
  finalizedByName: 'Olivia Hartwell',
  pdfFileId: 'file-pdf',
  xlsxFileId: 'file-xlsx',
};

/** The case whose page shows the tab: SETTLED, when the distribution is built and finalized. */
export const SETTLEMENT_CASE: LegalCaseView = {
  id: CASE_ID,
  folio: 'CB-2026-000001',
  attorneyCompanyId: 'c1',
  attorneyCompanyName: 'Lee Law',
  attorneyUserId: 'u1',
  attorneyName: 'Ann Lee',
  claimantId: null,
  claimantName: 'Jordan Reyes',
  claimantEmail: null,
  claimantPhone: null,
  caseType: 'AUTO_ACCIDENT',
  status: 'SETTLED',
  accidentDate: '2026-01-10T00:00:00.000Z',
  accidentCity: 'Austin',
  accidentState: 'TX',
  policeReport: 'YES',
  insuranceCarrier: 'Lone Star Mutual',
  policyLimit: 100000,
  statuteOfLimitationsDate: '2028-01-10T00:00:00.000Z',
  description: 'Rear-ended at a light.',
  collaboratorCompanyIds: ['p1', 'p2', 'p3'],
  billedAmount: 36000,
  favorite: false,
  access: 'FIRM',
  createdDate: '2026-01-12T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  mergedIntoCaseId: null,
  mergedIntoFolio: null,
};
