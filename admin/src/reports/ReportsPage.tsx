import { useState } from 'react';
import { Box, Card, List, ListItemButton, ListItemText } from '@mui/material';
import { Title } from 'react-admin';
import { REPORT_CATALOG } from '@casebridge/domain';
import { ReportPanel } from './ReportPanel.tsx';

/** /reports: every download of the product, each with its filters, a preview and the workbook download. */
export const ReportsPage = () => {
  const [selected, setSelected] = useState<string>(REPORT_CATALOG[0].key);
  const report = REPORT_CATALOG.find((r) => r.key === selected) ?? REPORT_CATALOG[0];
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        mt: 2,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', md: 'nowrap' },
      }}
    >
      <Title title="Reports" />
      <Card sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
        <List dense aria-label="Reports" component="nav">
          {REPORT_CATALOG.map((r) => (
            <ListItemButton key={r.key} selected={r.key === selected} onClick={() => setSelected(r.key)}>
              <ListItemText primary={r.title} />
            </ListItemButton>
          ))}
        </List>
      </Card>
      {/* Width 0 beside the list: the panel takes the room left and its preview scrolls inside it, instead of
          its columns widening the page past the window. */}
      <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', md: 0 } }}>
        <ReportPanel key={report.key} report={report} />
      </Box>
    </Box>
  );
};
