import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { planFeatures } from '@casebridge/domain';
import type { PlanType } from '@casebridge/domain';

/** SPEC.md section 6's features of a plan (the domain's PLAN_FEATURES): ticked when included, dimmed when not. */
export const PlanFeatureList = ({ planType, label }: { planType: PlanType; label: string }) => (
  <List dense aria-label={label}>
    {planFeatures(planType).map((feature) => (
      <ListItem key={feature.id} disableGutters>
        <ListItemIcon sx={{ minWidth: 32 }}>
          {feature.included ? (
            <CheckIcon color="success" fontSize="small" titleAccess="Included" />
          ) : (
            <RemoveIcon color="disabled" fontSize="small" titleAccess="Not included" />
          )}
        </ListItemIcon>
        <ListItemText
          primary={feature.label}
          slotProps={{ primary: { color: feature.included ? 'text.primary' : 'text.secondary' } }}
        />
      </ListItem>
    ))}
  </List>
);
