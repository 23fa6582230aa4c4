import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DashboardFigure } from '@casebridge/domain';

export interface FigureCardProps {
  label: string;
  /** The figure; its path (when the list exists) makes the card a link to that list. */
  figure?: DashboardFigure;
  /** Shown instead of the figure's count (an amount). */
  value?: ReactNode;
  hint?: string;
}

/** One dashboard figure: the number, what it counts, and a link to the list it counts. */
export const FigureCard = ({ label, figure, value, hint }: FigureCardProps) => {
  const content = (
    <CardContent>
      {/* An amount ("$102,942.50") is set a size smaller than a count, so it fits the card (issue 40 item 20). */}
      <Typography variant={value === undefined ? 'h4' : 'h5'} component="p" data-testid="figure-value">
        {value ?? figure?.count ?? 0}
      </Typography>
      <Typography variant="subtitle1" component="p">
        {label}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {figure?.path ? (
        <CardActionArea component={RouterLink} to={figure.path} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};
