import { Box, Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMonth } from '@casebridge/domain';
import { VISUALLY_HIDDEN } from '../../shared/visuallyHidden.ts';

export interface PerMonthChartProps {
  title: string;
  months: { month: string; count: number }[];
}

const visuallyHidden = VISUALLY_HIDDEN;

const monthLabel = (month: string) => formatMonth(month);

/** A bar per month (hidden from screen readers, no keyboard stops); the same figures as a table for them. */
export const PerMonthChart = ({ title, months }: PerMonthChartProps) => {
  const id = 'per-month-title';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={id}>
        {title}
      </Typography>
      <Box aria-hidden="true">
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.month)) }]}
          series={[{ data: months.map((m) => m.count), label: title }]}
          hideLegend
          disableKeyboardNavigation
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{m.count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
};
