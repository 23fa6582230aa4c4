import {
  MESSAGES,
  format,
  isCompanyActionAllowed,
  type CompanyAction,
  type RegistryEntry,
} from '@casebridge/domain';
import type { CompanyActionRequest } from '@casebridge/domain/client';

export interface BulkResult {
  companyId: string;
  companyName: string;
  ok: boolean;
  message: string;
}

type Run = (companyId: string, request: CompanyActionRequest) => Promise<unknown>;

/**
 * Runs one action on each selected company, one after the other (the API queue is sequential anyway):
 * companies whose state does not allow it are skipped with the API's own message, failures keep their message.
 */
export async function runBulk(
  entries: readonly RegistryEntry[],
  request: CompanyActionRequest & { action: CompanyAction },
  run: Run,
  onProgress: (done: number) => void = () => undefined,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const entry of entries) {
    const base = { companyId: entry.companyId, companyName: entry.companyName };
    if (!isCompanyActionAllowed(request.action, entry.status, null)) {
      results.push({
        ...base,
        ok: false,
        message: format(MESSAGES.companyActionNotAllowed, { status: entry.status }),
      });
    } else {
      try {
        await run(entry.companyId, request);
        results.push({ ...base, ok: true, message: 'Done' });
      } catch (error) {
        results.push({ ...base, ok: false, message: (error as Error).message || MESSAGES.genericError });
      }
    }
    onProgress(results.length);
  }
  return results;
}
