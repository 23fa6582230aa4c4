import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { addMinutes, setHours, startOfDay, startOfHour, addHours } from 'date-fns';
import { useSession } from '@casebridge/domain/client';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS, calendarBounds } from '@casebridge/domain';
import type { AppointmentStatus, AppointmentView } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useAppointmentBounds, useAppointmentWindow, useProfessionals } from './api.ts';
import { AppointmentCalendar } from './AppointmentCalendar.tsx';
import { AppointmentDialog } from './AppointmentDialog.tsx';
import { professionalLabel } from './appointmentFormat.ts';
import { BookAppointmentDialog } from './BookAppointmentDialog.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { clampDate, viewWindow } from './calendarWindow.ts';
import type { CalendarView } from './calendarWindow.ts';

const HALF_HOUR = 30;

/** A slot to book: a whole-day pick (month view) becomes 9:00 to 9:30 that day. */
function bookable(slot: { start: Date; end: Date }): { start: Date; end: Date } {
  const wholeDays = slot.end.getTime() - slot.start.getTime() >= 12 * 3_600_000;
  if (!wholeDays) return slot;
  const start = setHours(startOfDay(slot.start), 9);
  return { start, end: addMinutes(start, HALF_HOUR) };
}

/**
 * /appointments (issue 16; providers and facilities): the company's calendar in day, week, month or agenda
 * view, navigable between its first and last appointments (or a year ahead), filtered by professional and
 * status. A free slot (or New appointment) books one; an event opens it to conclude or cancel.
 */
export const AppointmentsPage = () => {
  usePageTitle('Appointments');
  const companyId = useSession()?.company?.id ?? null;
  const boundsQuery = useAppointmentBounds();
  const professionals = useProfessionals(companyId);
  // A phone opens on the day, where an appointment's names fit; wider screens on the week.
  const [view, setView] = useState<CalendarView>(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 599.95px)').matches ? 'day' : 'week',
  );
  const [date, setDate] = useState(() => new Date());
  const [licenseId, setLicenseId] = useState('');
  const [status, setStatus] = useState<AppointmentStatus | ''>('');
  const [slot, setSlot] = useState<{ start: Date; end: Date } | null>(null);
  const [opened, setOpened] = useState<AppointmentView | null>(null);

  const bounds = useMemo(
    () => calendarBounds(boundsQuery.data?.minDate ?? null, boundsQuery.data?.maxDate ?? null, new Date()),
    [boundsQuery.data],
  );
  const period = viewWindow(view, date);
  const appointments = useAppointmentWindow(
    {
      startDate: period.start.toISOString(),
      endDate: period.end.toISOString(),
      ...(licenseId ? { licenseId } : {}),
      ...(status ? { status } : {}),
    },
    boundsQuery.isSuccess,
  );

  // isLoading, not isPending: the professionals wait for a company (a disabled query stays pending forever).
  if (boundsQuery.isPending || professionals.isLoading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading the calendar" />
      </Box>
    );
  if (boundsQuery.isError)
    return <LoadFailure error={boundsQuery.error} onRetry={() => boundsQuery.refetch()} />;
  if (professionals.isError)
    return <LoadFailure error={professionals.error} onRetry={() => professionals.refetch()} />;

  const team = professionals.data ?? [];
  const openBooking = (picked: { start: Date; end: Date }) => setSlot(bookable(picked));
  const nextHour = startOfHour(addHours(new Date(), 1));
  const shown = appointments.data?.data ?? [];

  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          Appointments
        </Typography>
        <TextField
          select
          size="small"
          label="Professional"
          value={licenseId}
          onChange={(event) => setLicenseId(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All professionals</MenuItem>
          {team.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {professionalLabel(p)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as AppointmentStatus | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {APPOINTMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {APPOINTMENT_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={team.length === 0}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          onClick={() => openBooking({ start: nextHour, end: addMinutes(nextHour, HALF_HOUR) })}
        >
          New appointment
        </Button>
      </Stack>
      {team.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your company has no licensed professionals yet: add them to your company to book appointments.
        </Alert>
      )}
      <CalendarToolbar
        view={view}
        date={date}
        bounds={bounds}
        onChange={(next) => {
          setView(next.view);
          setDate(clampDate(next.date, bounds));
        }}
      />
      {appointments.isError ? (
        <LoadFailure error={appointments.error} onRetry={() => appointments.refetch()} />
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {appointments.isFetching
              ? 'Loading appointments…'
              : shown.length === 0
                ? 'No appointments in this period.'
                : `${shown.length} appointment${shown.length === 1 ? '' : 's'} in this period.`}
          </Typography>
          <AppointmentCalendar
            view={view}
            date={date}
            appointments={shown}
            onSelectSlot={(picked) => team.length > 0 && openBooking(picked)}
            onSelectAppointment={setOpened}
          />
        </>
      )}
      {slot && (
        <BookAppointmentDialog
          slot={slot}
          professionals={team}
          defaultLicenseId={licenseId || (team.length === 1 ? team[0]!.id : '')}
          onClose={() => setSlot(null)}
        />
      )}
      {opened && <AppointmentDialog appointment={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
};
