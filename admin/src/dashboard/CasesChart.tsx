import { Box, Tooltip, Typography } from '@mui/material';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1] ?? month;
/** Twelve bars and their month names fit a phone: the gaps narrow below 'sm'. */
const GAP = { xs: 0.25, sm: 1 } as const;

/** New cases per month as a bar chart (plain boxes: no chart library needed for twelve bars). */
export const CasesChart = ({ data }: { data: { month: string; count: number }[] }) => {
  const max = Math.max(1, ...data.map((d) => d.count));
  return (
    <Box
      role="img"
      aria-label={`New cases per month: ${data.map((d) => `${d.month} ${d.count}`).join(', ')}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: GAP, height: 160 }}>
        {data.map((d) => (
          <Tooltip key={d.month} title={`${d.month}: ${d.count} cases`}>
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                height: '100%',
              }}
            >
              <Typography variant="caption" sx={{ textAlign: 'center' }}>
                {d.count}
              </Typography>
              <Box
                sx={{
                  bgcolor: 'primary.main',
                  borderRadius: 0.5,
                  height: `${(100 * d.count) / max}%`,
                  minHeight: 2,
                }}
              />
            </Box>
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: GAP, mt: 0.5 }}>
        {data.map((d) => (
          <Typography
            key={d.month}
            variant="caption"
            color="text.secondary"
            sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}
          >
            {monthLabel(d.month)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
