/**
 * What the calendar asks the API for: the window a view shows around a date (a month view shows whole weeks,
 * Sunday first), the clamping of navigation to the company's bounds, and the local datetime-local values the
 * booking form uses. Pure, in the browser's time zone.
 */
import {
  addDays,
  addMonths,
  endOfDay,
  endOfMonth,
  endOfWeek,
  format,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export type CalendarView = 'month' | 'week' | 'day' | 'agenda';

export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day', 'agenda'];

/** How many days the agenda lists from its date. */
export const AGENDA_DAYS = 30;

/** The instants [start, end) a view shows around `date`. */
export function viewWindow(view: CalendarView, date: Date): { start: Date; end: Date } {
  switch (view) {
    case 'month':
      return {
        start: startOfWeek(startOfMonth(date)),
        end: addDays(startOfDay(endOfWeek(endOfMonth(date))), 1),
      };
    case 'week':
      return { start: startOfWeek(date), end: addDays(startOfDay(endOfWeek(date)), 1) };
    case 'day':
      return { start: startOfDay(date), end: addDays(startOfDay(date), 1) };
    case 'agenda':
      return { start: startOfDay(date), end: addDays(startOfDay(date), AGENDA_DAYS) };
  }
}

/** `date` kept within [min, max] (by day): navigation stops at the company's first and last appointments. */
export function clampDate(date: Date, bounds: { min: Date; max: Date }): Date {
  if (date < startOfDay(bounds.min)) return startOfDay(bounds.min);
  if (date > endOfDay(bounds.max)) return startOfDay(bounds.max);
  return date;
}

/** Whether moving a view one step from `date` stays within the bounds. */
export function canStep(
  view: CalendarView,
  date: Date,
  step: 1 | -1,
  bounds: { min: Date; max: Date },
): boolean {
  const next =
    view === 'month'
      ? addMonths(date, step)
      : addDays(date, step * (view === 'week' ? 7 : view === 'day' ? 1 : AGENDA_DAYS));
  const window = viewWindow(view, next);
  return step === 1 ? window.start <= endOfDay(bounds.max) : window.end > startOfDay(bounds.min);
}

/** A Date as a datetime-local input's value (local time, minutes). */
export const toLocalInput = (date: Date): string => format(date, "yyyy-MM-dd'T'HH:mm");

/** A datetime-local input's value as an ISO instant; the text itself when it is not a date (the schema says why). */
export function fromLocalInput(text: string): string {
  const date = new Date(text);
  return text && !Number.isNaN(date.getTime()) ? date.toISOString() : text;
}
