import {
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDays, addMonths } from 'date-fns';
import { formatLongDate, formatMonth, formatWeekday } from '@casebridge/domain';
import { AGENDA_DAYS, CALENDAR_VIEWS, canStep, clampDate } from './calendarWindow.ts';
import type { CalendarView } from './calendarWindow.ts';

const VIEW_LABELS: Record<CalendarView, string> = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  agenda: 'Agenda',
};

export function periodLabel(view: CalendarView, date: Date): string {
  switch (view) {
    case 'month':
      return formatMonth(date);
    case 'week':
      return `Week of ${formatLongDate(date)}`;
    case 'day':
      return `${formatWeekday(date)}, ${formatLongDate(date)}`;
    case 'agenda':
      return `${formatLongDate(date)} – ${formatLongDate(addDays(date, AGENDA_DAYS - 1))}`;
  }
}

const stepped = (view: CalendarView, date: Date, step: 1 | -1) =>
  view === 'month'
    ? addMonths(date, step)
    : addDays(date, step * (view === 'week' ? 7 : view === 'day' ? 1 : AGENDA_DAYS));

/** Today, previous and next (disabled past the company's bounds), the period shown and the view switch. */
export const CalendarToolbar = ({
  view,
  date,
  bounds,
  onChange,
}: {
  view: CalendarView;
  date: Date;
  bounds: { min: Date; max: Date };
  onChange: (next: { view: CalendarView; date: Date }) => void;
}) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} sx={{ mb: 1 }}>
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Button variant="outlined" onClick={() => onChange({ view, date: clampDate(new Date(), bounds) })}>
        Today
      </Button>
      <Tooltip title="Previous">
        <span>
          <IconButton
            aria-label="Previous"
            disabled={!canStep(view, date, -1, bounds)}
            onClick={() => onChange({ view, date: clampDate(stepped(view, date, -1), bounds) })}
          >
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Next">
        <span>
          <IconButton
            aria-label="Next"
            disabled={!canStep(view, date, 1, bounds)}
            onClick={() => onChange({ view, date: clampDate(stepped(view, date, 1), bounds) })}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
    <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }} aria-live="polite">
      {periodLabel(view, date)}
    </Typography>
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label="Calendar view"
      onChange={(_event, next: CalendarView | null) => next && onChange({ view: next, date })}
    >
      {CALENDAR_VIEWS.map((v) => (
        <ToggleButton key={v} value={v}>
          {VIEW_LABELS[v]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  </Stack>
);
