/**
 * The calendar itself (react-big-calendar with the date-fns localizer; its CSS loads with this lazy screen
 * only): day, week and month grids and the agenda list, controlled by the page (view, date), no toolbar of its
 * own. Clicking or dragging over a free slot books it; clicking an event opens it.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Calendar, dateFnsLocalizer } from 'react-big-calendar';
import type { SlotInfo } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { AppointmentView } from '@casebridge/domain';
import { appointmentTitle } from './appointmentFormat.ts';
import { AGENDA_DAYS } from './calendarWindow.ts';
import type { CalendarView } from './calendarWindow.ts';

/**
 * The day and week views' column headers as plain text: the library's default is a columnheader inside a
 * button outside any row, which screen readers (and axe) refuse.
 */
const DayHeader = ({ label }: { label: ReactNode }) => <span>{label}</span>;

/**
 * The grids' scrolling parts (the day and week views' hours, the agenda's list) and their names. The library
 * renders them without a tab stop, so a keyboard user could not scroll to the hours outside the first screen
 * when no event in them takes the focus (an empty week, or while the next period loads).
 */
const SCROLLING_PARTS: Record<string, string> = {
  '.rbc-time-content': 'Hours',
  '.rbc-agenda-content': 'Appointments list',
};

/** Gives each scrolling part under `root` a tab stop and a name; the library keeps attributes it does not set. */
function makeScrollingPartsFocusable(root: HTMLElement): void {
  for (const [selector, name] of Object.entries(SCROLLING_PARTS)) {
    for (const part of root.querySelectorAll<HTMLElement>(selector)) {
      if (part.tabIndex === 0) continue;
      part.tabIndex = 0;
      part.setAttribute('role', 'group');
      part.setAttribute('aria-label', name);
    }
  }
}

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  appointment: AppointmentView;
}

const STATUS_STYLE: Record<AppointmentView['status'], { backgroundColor: string; color: string }> = {
  SCHEDULED: { backgroundColor: '#1565c0', color: '#ffffff' },
  CONCLUDED: { backgroundColor: '#2e7d32', color: '#ffffff' },
  CANCELED: { backgroundColor: '#616161', color: '#ffffff' },
};

export const AppointmentCalendar = ({
  view,
  date,
  appointments,
  onSelectSlot,
  onSelectAppointment,
}: {
  view: CalendarView;
  date: Date;
  appointments: readonly AppointmentView[];
  onSelectSlot: (slot: { start: Date; end: Date }) => void;
  onSelectAppointment: (appointment: AppointmentView) => void;
}) => {
  const root = useRef<HTMLDivElement>(null);
  // After every render: a change of view replaces the library's scrolling part with a new element.
  useEffect(() => {
    if (root.current) makeScrollingPartsFocusable(root.current);
  });
  const events = useMemo<CalendarEvent[]>(
    () =>
      appointments.map((a) => ({
        title: appointmentTitle(a),
        start: new Date(a.startDate),
        end: new Date(a.endDate),
        appointment: a,
      })),
    [appointments],
  );
  return (
    // Appointments are never all-day (12 hours at most; one crossing midnight stays in the time grid with
    // showMultiDayTimes), so the empty all-day row, an ARIA row without cells, is not shown.
    <Box
      ref={root}
      sx={{
        height: { xs: 600, md: 720 },
        // A week's or a month's seven columns keep 80 px each on a phone, the grid scrolling sideways inside
        // the page, so that day headers and names are not cut to a few letters.
        overflowX: 'auto',
        '& .rbc-time-view, & .rbc-month-view': { minWidth: { xs: 560, sm: 0 } },
        '& .rbc-allday-cell': { display: 'none' },
        '& .rbc-time-content:focus-visible, & .rbc-agenda-content:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
      }}
    >
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture="en-US"
        events={events}
        view={view}
        views={['month', 'week', 'day', 'agenda']}
        date={date}
        length={AGENDA_DAYS}
        toolbar={false}
        showMultiDayTimes
        components={{ week: { header: DayHeader }, day: { header: DayHeader } }}
        onView={() => undefined}
        onNavigate={() => undefined}
        selectable
        step={15}
        timeslots={4}
        scrollToTime={new Date(1970, 0, 1, 8)}
        popup
        onSelectSlot={(slot: SlotInfo) => onSelectSlot({ start: slot.start, end: slot.end })}
        onSelectEvent={(event) => onSelectAppointment(event.appointment)}
        eventPropGetter={(event) => ({
          style: {
            ...STATUS_STYLE[event.appointment.status],
            textDecoration: event.appointment.status === 'CANCELED' ? 'line-through' : undefined,
          },
        })}
        tooltipAccessor={(event) => `${event.title} · ${event.appointment.professionalName}`}
      />
    </Box>
  );
};
