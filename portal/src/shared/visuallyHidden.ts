/**
 * Read by screen readers, not shown. Sizes are strings: in MUI's sx a bare 1 means 100 %, which made these
 * "hidden" labels as wide as their table and pushed the case list sideways on phones.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
