/** Zod schemas of funding requests and factoring companies (OpenAPI only, type-checked against the domain). */
import { z } from 'zod';
import { FACTORING_SERVICES, FUNDING_REQUEST_FOR, FUNDING_STATUSES, FUNDING_TYPES } from '@casebridge/domain';
import type { FactoringCompany, FundingRequest } from '@casebridge/domain';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

const date = z.string().describe('ISO-8601 timestamp');
const id = z.string();

export const fundingRequestSchema = z.object({
  id,
  caseId: id,
  attorneyCompanyId: id,
  factoringCompanyId: id,
  requestedBy: id,
  status: z.enum(FUNDING_STATUSES),
  requestFor: z.enum(FUNDING_REQUEST_FOR),
  type: z.enum(FUNDING_TYPES),
  amount: z.number(),
  createdAt: date,
  updatedAt: date,
});

export const factoringCompanySchema = z.object({
  id,
  companyId: id,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  services: z.array(z.enum(FACTORING_SERVICES)),
  stateCodes: z.array(z.string()),
  minRequestAmount: z.number(),
  maxRequestAmount: z.number(),
  requestTypes: z.array(z.enum(FUNDING_TYPES)),
  picture: z.string().nullable(),
  fileIds: z.array(id),
  createdAt: date,
});

export type _FundingChecks = [
  Assert<Equals<z.output<typeof fundingRequestSchema>, FundingRequest>>,
  Assert<Equals<z.output<typeof factoringCompanySchema>, FactoringCompany>>,
];
