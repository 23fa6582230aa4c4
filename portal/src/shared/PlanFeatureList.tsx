import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { planFeatures } from '@casebridge/domain';
import type { PlanType } from '@casebridge/domain';

interface PlanFeatureListProps {
  planType: PlanType;
  label: string;
  /** Only what the plan includes ('What Basic includes'), not the features it lacks. */
  onlyIncluded?: boolean;
}

/** SPEC.md section 6's features of a plan (the domain's PLAN_FEATURES): ticked when included, dimmed when not. */
export const PlanFeatureList = ({ planType, label, onlyIncluded = false }: PlanFeatureListProps) => (
  <List dense aria-label={label}>
    {planFeatures(planType)
      .filter((feature) => feature.included || !onlyIncluded)
      .map((feature) => (
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
