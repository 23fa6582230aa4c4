/** The accounts feature's server calls: one hook per data provider method (queries keyed, mutations). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { emailSchema } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

/** The argument of a data provider method. */
type Arg<M extends keyof CaseBridgeDataProvider> = CaseBridgeDataProvider[M] extends (
  arg: infer A,
  ...rest: never[]
) => unknown
  ? A
  : never;

export const accountsKeys = {
  summary: (accountId: string) => ['accounts', accountId, 'summary'] as const,
  emailExists: (email: string) => ['accounts', 'emailExists', email] as const,
};

/** GET /users/{id}/summary: the account (masked e-mail, verified) of /account-verification/{accountId}. */
export function useAccountSummary(accountId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: accountsKeys.summary(accountId),
    queryFn: () => dataProvider.getAccountSummary(accountId),
  });
}

/**
 * Whether `email` already has an account (GET /users/account?email=): asked only for a well-formed address;
 * a failed check counts as 'no' (the sign-up itself is refused then).
 */
export function useEmailExists(email: string): boolean {
  const dataProvider = useCaseBridgeDataProvider();
  const parsed = emailSchema.safeParse(email);
  const address = parsed.success ? parsed.data : '';
  const { data } = useQuery({
    queryKey: accountsKeys.emailExists(address),
    queryFn: () => dataProvider.emailExists(address),
    enabled: address !== '',
  });
  return data === true;
}

export function useSignUp() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (values: Arg<'signUp'>) => dataProvider.signUp(values),
  });
}

/** Verifies the e-mailed code by e-mail or by account id; the data provider stores the new session. */
export function useVerifyAccount() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (request: Arg<'verifyAccount'>) => dataProvider.verifyAccount(request),
  });
}

export function useSendVerificationCode() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (target: Arg<'sendVerificationCode'>) => dataProvider.sendVerificationCode(target),
  });
}

export function useRequestPasswordReset() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({ mutationFn: (email: string) => dataProvider.requestPasswordReset(email) });
}

export function useResendPasswordReset() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({ mutationFn: (email: string) => dataProvider.resendPasswordReset(email) });
}

export function useVerifyPasswordReset() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) =>
      dataProvider.verifyPasswordReset(email, code),
  });
}

export function useSetPassword() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (request: Arg<'setPassword'>) => dataProvider.setPassword(request),
  });
}

export function useUpdatePassword() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: (request: Arg<'updatePassword'>) => dataProvider.updatePassword(request),
  });
}
