import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { PLAN_LABELS } from '@casebridge/domain';
import type { PlanType } from '@casebridge/domain';
import { LoadingButton } from '../../shared/LoadingButton.tsx';
import { PlanFeatureList } from '../../shared/PlanFeatureList.tsx';
import { Tag } from '../../shared/Tag.tsx';

export interface PlanCardAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
}

interface PlanCardProps {
  planType: PlanType;
  /** The card's title; the plan's label by default (PRO is always Premium). */
  title?: string;
  /** '$59/mo', 'Free'. */
  price: string;
  /** A line under the price (e.g. what the plan includes). */
  subtitle?: ReactNode;
  action?: PlanCardAction;
  /** Under the button, e.g. 'No charge until the trial ends.' */
  notice?: string;
  /** 'Current plan', 'Most popular'. */
  badge?: string;
  highlighted?: boolean;
}

/**
 * One plan (SPEC.md 2.6 "plan cards"): its label (PRO is always Premium), price, the features of section 6
 * (ticked when the plan includes them) and its action.
 */
export const PlanCard = (props: PlanCardProps) => {
  const { planType, price, subtitle, action, notice, badge, highlighted } = props;
  const title = props.title ?? PLAN_LABELS[planType];
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {badge && (
          <Box sx={{ mt: 1 }}>
            <Tag label={badge} />
          </Box>
        )}
        <Typography variant="h4" component="p" sx={{ mt: 2, fontWeight: 700 }}>
          {price}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <PlanFeatureList planType={planType} label={`${title} features`} />
        </Box>
      </CardContent>
      {action && (
        <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 2, pt: 0 }}>
          <LoadingButton
            variant={highlighted ? 'contained' : 'outlined'}
            onClick={action.onClick}
            loading={action.busy === true}
            disabled={action.disabled}
          >
            {action.label}
          </LoadingButton>
          {notice && (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {notice}
            </Typography>
          )}
        </CardActions>
      )}
    </Card>
  );
};
