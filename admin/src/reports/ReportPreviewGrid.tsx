import { Alert, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDollars, formatLongDate, type ReportPreview } from '@casebridge/domain';

function columnOf(column: ReportPreview['columns'][number]): GridColDef {
  const base: GridColDef = { field: column.key, headerName: column.header, flex: 1, minWidth: 120 };
  switch (column.type) {
    case 'date':
      return { ...base, valueFormatter: (value: string | null) => (value ? formatLongDate(value) : '') };
    case 'money':
      return {
        ...base,
        type: 'number',
        valueFormatter: (value: number | null) => (value === null ? '' : formatDollars(value)),
      };
    case 'number':
      return { ...base, type: 'number' };
    default:
      return base;
  }
}

/** The first rows of a report, as the workbook will hold them. */
export const ReportPreviewGrid = ({ preview, loading }: { preview?: ReportPreview; loading: boolean }) => {
  if (!loading && preview && preview.total === 0)
    return (
      <Alert severity="info">No rows match these filters: the workbook would only hold its header.</Alert>
    );
  return (
    <>
      {preview && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {preview.total} rows in total
          {preview.total > preview.rows.length ? `; the first ${preview.rows.length} are shown` : ''}.
        </Typography>
      )}
      <DataGrid
        aria-label="Report preview"
        autoHeight
        density="compact"
        loading={loading}
        columns={(preview?.columns ?? []).map(columnOf)}
        rows={(preview?.rows ?? []).map((row, index) => ({ id: index, ...row }))}
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        disableRowSelectionOnClick
      />
    </>
  );
};
