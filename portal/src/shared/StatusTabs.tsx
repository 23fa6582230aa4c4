import { Tab, Tabs } from '@mui/material';

/** What names a list's status tabs: the statuses in order, their labels and the tab / tab panel ids. */
export interface StatusTabsConfig<S extends string> {
  statuses: readonly S[];
  label: (status: S) => string;
  /** The tab list's accessible name. */
  ariaLabel: string;
  tabId: (status: S) => string;
  panelId: string;
}

interface StatusTabsProps<S extends string> {
  config: StatusTabsConfig<S>;
  status: S;
  counts: Partial<Record<S, number>> | undefined;
  onChange: (status: S) => void;
}

/** One tab per status with its count (once the counts are read; a failed read shows none). */
export const StatusTabs = <S extends string>({ config, status, counts, onChange }: StatusTabsProps<S>) => (
  <Tabs
    value={status}
    onChange={(_, next: S) => onChange(next)}
    aria-label={config.ariaLabel}
    variant="scrollable"
    allowScrollButtonsMobile
  >
    {config.statuses.map((s) => (
      <Tab
        key={s}
        value={s}
        id={config.tabId(s)}
        aria-controls={config.panelId}
        label={counts ? `${config.label(s)} (${counts[s] ?? 0})` : config.label(s)}
      />
    ))}
  </Tabs>
);
