import { useState } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { LIMITS, MESSAGES, formatPrice } from '@casebridge/domain';
import type { BillingType, PreviousSummary } from '@casebridge/domain';

/** A list that shows LIMITS.previousBenefitItemsShown items until expanded. */
const ShortList = ({ title, items }: { title: string; items: { id: string; text: string }[] }) => {
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, LIMITS.previousBenefitItemsShown);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense aria-label={title}>
        {shown.map((item) => (
          <ListItem key={item.id} disableGutters>
            <ListItemText primary={item.text} />
          </ListItem>
        ))}
      </List>
      {items.length > LIMITS.previousBenefitItemsShown && (
        <Button size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? 'Show less' : `Show all ${items.length}`}
        </Button>
      )}
    </Box>
  );
};

interface PreviousBenefitsStepProps {
  summary: PreviousSummary;
  billingType: BillingType;
  onContinue: (keep: boolean) => void;
  onBack: () => void;
}

/** Step 2 of the upgrade (SPEC.md 2.6 "select-plan"): keep the previous Premium benefits or not. */
export const PreviousBenefitsStep = ({
  summary,
  billingType,
  onContinue,
  onBack,
}: PreviousBenefitsStepProps) => {
  const [keep, setKeep] = useState<'keep' | 'drop'>('keep');
  const professionals = summary.professionals.map((p) => ({
    id: p.id,
    text: [p.name, p.lastName].join(' ') + (p.credentials.label ? `, ${p.credentials.label}` : ''),
  }));
  const addresses = summary.addresses.map((a) => ({ id: a.id, text: `${a.address}, ${a.city}, ${a.state}` }));
  return (
    <Stack spacing={2} component="section" aria-labelledby="previous-benefits-title">
      <Typography id="previous-benefits-title" variant="h5" component="h2">
        {MESSAGES.previousBenefitsTitle}
      </Typography>
      <Typography color="text.secondary">
        Your company had these Premium benefits before. You can turn them on again with your new plan.
      </Typography>
      <ShortList title="Professional profiles" items={professionals} />
      <ShortList title="Addresses" items={addresses} />
      <RadioGroup
        aria-label="Previous benefits"
        value={keep}
        onChange={(event) => setKeep(event.target.value as 'keep' | 'drop')}
      >
        <FormControlLabel
          value="keep"
          control={<Radio />}
          label={`Keep my previous benefits (+${formatPrice(summary.totalAmount, billingType)})`}
        />
        <FormControlLabel value="drop" control={<Radio />} label="Continue without them" />
      </RadioGroup>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={() => onContinue(keep === 'keep')}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
};
