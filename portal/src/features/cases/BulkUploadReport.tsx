import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { BulkUploadReport as Report } from '@casebridge/domain';

/** The per-row report of a checked file: how many rows are valid, and each problem (row, column, message). */
export const BulkUploadReport = ({ report }: { report: Report }) => {
  const bad = new Set(report.issues.map((i) => i.row)).size;
  return (
    <Box>
      <Alert severity={report.issues.length === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {report.fileName}: {report.rows} {report.rows === 1 ? 'row' : 'rows'}, {report.validRows} valid
        {bad > 0 ? `, ${bad} with problems (they will not be imported)` : ''}.
      </Alert>
      {report.issues.length > 0 && (
        <Box sx={{ maxHeight: 320, overflowY: 'auto' }}>
          <Table size="small" stickyHeader aria-label="Problems found">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Column</TableCell>
                <TableCell>Problem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.issues.map((issue) => (
                <TableRow key={`${issue.row}-${issue.field}`}>
                  <TableCell>{issue.row}</TableCell>
                  <TableCell>{issue.field}</TableCell>
                  <TableCell>{issue.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {report.validRows === 0 && (
        <Typography color="error" sx={{ mt: 1 }}>
          No row can be imported: correct the file and check it again.
        </Typography>
      )}
    </Box>
  );
};
