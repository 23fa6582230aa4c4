import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, format } from '@casebridge/domain';
import type { AppointmentView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

// A Wednesday noon: the appointment (tomorrow) is in the week the calendar opens on, whichever day starts a
// week. On a Saturday, tomorrow is in the next week and the week view did not show it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0, 0));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

// The calendar's slot selection asks what is under the pointer, which jsdom does not know.
const hadElementFromPoint = 'elementFromPoint' in document;
beforeAll(() => {
  if (!hadElementFromPoint) document.elementFromPoint = () => null;
});
afterAll(() => {
  if (!hadElementFromPoint) Reflect.deleteProperty(document, 'elementFromPoint');
});

const PROVIDER = () =>
  testSession({
    userType: 'HEALTH_PROVIDER',
    companyType: 'HEALTH_PROVIDER',
    company: {
      id: 'p1',
      name: 'Riverside Spine & Rehab',
      type: 'HEALTH_PROVIDER',
      status: 'VALIDATED',
      subscriptionType: 'PRO',
    },
  });

const PROFESSIONALS = [
  { id: 'l1', name: 'Dana', lastName: 'Ruiz', credentials: 'DC' },
  { id: 'l2', name: 'Omar', lastName: 'Hale', credentials: 'PT' },
];

/** Tomorrow at `hour`:00 local time, ISO. */
const tomorrowAt = (hour: number, minutes = 0) => {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  day.setHours(hour, minutes, 0, 0);
  return day.toISOString();
};

const appointment = (patch: Partial<AppointmentView> = {}): AppointmentView => ({
  id: 'ap1',
  caseId: 'ca1',
  folio: 'CB-2026-000001',
  claimantName: 'Ana Diaz',
  companyId: 'p1',
  licenseId: 'l1',
  professionalName: 'Dana Ruiz, DC',
  status: 'SCHEDULED',
  startDate: tomorrowAt(10),
  endDate: tomorrowAt(10, 30),
  notes: 'Bring the MRI',
  cancelReason: null,
  canceledAt: null,
  concludedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdByName: 'Rita Rivers',
  ...patch,
});

function provider(appointments: AppointmentView[] = [appointment()]) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getAppointmentBounds: vi.fn(async () => ({ minDate: '2026-01-01T09:00:00.000Z', maxDate: null })),
    getAppointmentIndex: vi.fn(async () => ({ data: appointments, total: appointments.length })),
    getCompanyProfessionals: vi.fn(async () => PROFESSIONALS),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    createAppointment: vi.fn(async () => appointment({ id: 'ap2' })),
    cancelAppointment: vi.fn(async () => appointment({ status: 'CANCELED', cancelReason: 'Flu' })),
    concludeAppointment: vi.fn(async () => appointment({ status: 'CONCLUDED' })),
  });
  return dataProvider;
}

const open = async (dataProvider = provider()) => {
  session.set(PROVIDER());
  renderPortal('/appointments', { dataProvider });
  await screen.findByRole('heading', { name: 'Appointments', level: 1 });
  return dataProvider;
};

const choose = async (label: RegExp, option: string, within_: HTMLElement = document.body) => {
  fireEvent.mouseDown(within(within_).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the appointments calendar', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the week with its appointments and filters by professional, status and view', async () => {
    const dataProvider = await open();
    expect(document.title).toBe('Appointments · CaseBridge');
    expect(await screen.findByText('1 appointment in this period.')).toBeTruthy();
    expect(screen.getAllByText('Ana Diaz (CB-2026-000001)').length).toBeGreaterThan(0);
    expect(dataProvider.getCompanyProfessionals).toHaveBeenCalledWith('p1');
    // The hours scroll: a keyboard user reaches them even when no event in them takes the focus.
    const hours = screen.getByRole('group', { name: 'Hours' });
    expect(hours.tabIndex).toBe(0);
    await choose(/Professional/, 'Omar Hale, PT');
    await choose(/Status/, 'Canceled');
    await waitFor(() =>
      expect(dataProvider.getAppointmentIndex).toHaveBeenLastCalledWith(
        expect.objectContaining({ licenseId: 'l2', status: 'CANCELED', page: 0 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => {
      const { startDate, endDate } = vi.mocked(dataProvider.getAppointmentIndex).mock.lastCall![0];
      expect(Date.parse(endDate!) - Date.parse(startDate!)).toBeGreaterThanOrEqual(28 * 86_400_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(await screen.findByRole('columnheader', { name: 'Event' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Appointments list' }).tabIndex).toBe(0);
  });

  it('stops going back before the company’s first appointment', async () => {
    const dataProvider = provider();
    vi.mocked(dataProvider.getAppointmentBounds).mockResolvedValue({ minDate: null, maxDate: null });
    await open(dataProvider);
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('books an appointment, and shows the API’s refusal of an overlapping slot', async () => {
    const dataProvider = await open();
    const overlap = format(MESSAGES.appointmentOverlap, { professional: 'Dana Ruiz, DC' });
    vi.mocked(dataProvider.createAppointment).mockRejectedValueOnce(
      Object.assign(new Error(overlap), { status: 409, body: { error: 'conflict', message: overlap } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'New appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New appointment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    expect(await within(dialog).findByText(MESSAGES.appointmentLicenseRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.appointmentClaimantOrCase)).toBeTruthy();
    await choose(/Professional/, 'Dana Ruiz, DC', dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Claimant/ }), {
      target: { value: 'Ana Diaz' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', overlap);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New appointment' })).toBeNull());
    expect(dataProvider.createAppointment).toHaveBeenLastCalledWith(
      expect.objectContaining({ licenseId: 'l1', caseId: null, claimantName: 'Ana Diaz' }),
    );
  });

  it('cancels an appointment with its required reason, and concludes one', async () => {
    const dataProvider = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    fireEvent.click(await screen.findByText('Ana Diaz (CB-2026-000001)'));
    let dialog = await screen.findByRole('dialog', { name: 'Ana Diaz (CB-2026-000001)' });
    expect(within(dialog).getByText('Notes: Bring the MRI')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(dialog).findByText(MESSAGES.appointmentCancelReasonRequired)).toBeTruthy();
    expect(dataProvider.cancelAppointment).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for canceling/ }), {
      target: { value: 'Flu' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(dataProvider.cancelAppointment).toHaveBeenCalledWith('ap1', 'Flu'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByText('Ana Diaz (CB-2026-000001)'));
    dialog = await screen.findByRole('dialog', { name: 'Ana Diaz (CB-2026-000001)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conclude' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conclude appointment' }));
    await waitFor(() => expect(dataProvider.concludeAppointment).toHaveBeenCalledWith('ap1'));
  });
});
