/**
 * The appointments feature's server calls (issue 16): one react-query hook per data provider method. Every
 * key sits under appointmentKeys.all, so a booking, a cancellation or a conclusion refreshes the calendar's
 * window and its bounds at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppointmentIndexQuery, CreateAppointmentBody, LegalCaseView } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const appointmentKeys = {
  all: ['appointments'] as const,
  bounds: ['appointments', 'bounds'] as const,
  window: (query: AppointmentIndexQuery) => ['appointments', 'index', query] as const,
  professionals: (companyId: string) => ['appointments', 'professionals', companyId] as const,
  cases: ['appointments', 'cases'] as const,
};

/** The most appointments one calendar window shows (the API's page size limit). */
export const WINDOW_SIZE = 500;

/** GET /appointments/min-date and /max-date. */
export function useAppointmentBounds() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: appointmentKeys.bounds, queryFn: () => dataProvider.getAppointmentBounds() });
}

/** GET /appointments/index: the appointments crossing the calendar's window. */
export function useAppointmentWindow(query: AppointmentIndexQuery, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: appointmentKeys.window(query),
    queryFn: () => dataProvider.getAppointmentIndex({ ...query, page: 0, size: WINDOW_SIZE }),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** GET /companies/{id}/professionals: the company's licensed professionals (the calendar's columns). */
export function useProfessionals(companyId: string | null) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: appointmentKeys.professionals(companyId ?? ''),
    queryFn: () => dataProvider.getCompanyProfessionals(companyId!),
    enabled: Boolean(companyId),
  });
}

/** GET /cases: the cases the company works on, for the booking form (the 200 most recent). */
export function useCaseChoices(enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: appointmentKeys.cases,
    queryFn: () =>
      dataProvider
        .getList<LegalCaseView>('cases', {
          pagination: { page: 1, perPage: 200 },
          sort: { field: 'createdDate', order: 'DESC' },
          filter: {},
        })
        .then(({ data }) => data),
    enabled,
  });
}

function useAppointmentsChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
}

/** POST /appointments. */
export function useCreateAppointment() {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useAppointmentsChanged();
  return useMutation({
    mutationFn: (body: CreateAppointmentBody) => dataProvider.createAppointment(body),
    onSuccess: changed,
  });
}

/** PUT /appointments/{id}/cancel. */
export function useCancelAppointment(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useAppointmentsChanged();
  return useMutation({
    mutationFn: (reason: string) => dataProvider.cancelAppointment(id, reason),
    onSuccess: changed,
  });
}

/** PUT /appointments/{id}/conclude. */
export function useConcludeAppointment(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useAppointmentsChanged();
  return useMutation({ mutationFn: () => dataProvider.concludeAppointment(id), onSuccess: changed });
}
