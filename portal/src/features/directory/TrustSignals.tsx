import { useId, useState } from 'react';
import { Box, Button, Card, CardContent, Grid, Popover, Stack, Typography } from '@mui/material';
import { TRUST_MIN_SAMPLE, formatTrustValue, trustNotEnoughText } from '@casebridge/domain';
import type { TrustSignalView } from '@casebridge/domain';

/** "How is this computed?": a button opening the explanation in a popover (Escape or a click outside closes). */
const HowComputed = ({ signal, labelId }: { signal: TrustSignalView; labelId: string }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  return (
    <>
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start', px: 0.5 }}
        aria-describedby={labelId}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        How is this computed?
      </Button>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': `How “${signal.label}” is computed` } }}
      >
        <Box sx={{ p: 2, maxWidth: 360 }}>
          <Typography variant="body2">{signal.explanation}</Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Computed from {signal.sampleSize} record{signal.sampleSize === 1 ? '' : 's'} of CaseBridge.
          </Typography>
        </Box>
      </Popover>
    </>
  );
};

const SignalCard = ({ signal }: { signal: TrustSignalView }) => {
  const labelId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent component={Stack} spacing={0.5} sx={{ height: '100%' }}>
        <Typography id={labelId} variant="overline" color="text.secondary" component="h3">
          {signal.label}
        </Typography>
        {signal.shown ? (
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {formatTrustValue(signal)}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {trustNotEnoughText(signal)}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <HowComputed signal={signal} labelId={labelId} />
      </CardContent>
    </Card>
  );
};

/**
 * A profile's trust signals (issue 12): figures from the platform's own records, each as a small card with
 * how it is computed one click away; below the minimum sample the card says so instead of a number. Only the
 * signals the API sent are shown (no negotiation figures for visitors and companies not yet validated).
 */
export const TrustSignals = ({ signals }: { signals: readonly TrustSignalView[] }) => {
  if (signals.length === 0) return null;
  // The cards share the row whatever their number (a visitor gets fewer: no negotiation figures).
  const columns = 12 / Math.min(signals.length, 3);
  return (
    <Box component="section" aria-labelledby="trust-signals-title">
      <Typography id="trust-signals-title" variant="h6" component="h2">
        On CaseBridge
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Figures from this company’s own activity on CaseBridge, not from reviews. Each is shown from{' '}
        {TRUST_MIN_SAMPLE} records on.
      </Typography>
      <Grid container spacing={2}>
        {signals.map((signal) => (
          <Grid key={signal.key} size={{ xs: 12, sm: columns }}>
            <SignalCard signal={signal} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
