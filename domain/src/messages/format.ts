/** Fills `{name}` placeholders: format(MESSAGES.startTrial, { n: 60 }) -> 'Start 60-day free trial!' */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
