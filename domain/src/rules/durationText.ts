/** A whole number of minutes as people say it: "30 minutes", "2 hours", "7 days" (the largest exact unit). */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (whole >= 1440 && whole % 1440 === 0) return unit(whole / 1440, 'day');
  if (whole >= 60 && whole % 60 === 0) return unit(whole / 60, 'hour');
  return unit(whole, 'minute');
}
