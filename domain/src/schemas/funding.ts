/** Funding requests and factoring companies. */
import { z } from 'zod';
import { FACTORING_SERVICES, FUNDING_REQUEST_FOR, FUNDING_STATUSES, FUNDING_TYPES } from '../enums.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

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
export type FundingRequest = z.output<typeof fundingRequestSchema>;

export const factoringCompanyResponseSchema = z.object({
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
export type FactoringCompany = z.output<typeof factoringCompanyResponseSchema>;
