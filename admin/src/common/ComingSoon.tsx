import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { MESSAGES } from '@casebridge/domain';

/** A screen of the menu that is not built yet: says so plainly, inside the console layout. */
export const ComingSoon = ({ title }: { title: string }) => (
  <Card sx={{ mt: 2 }}>
    <Title title={title} />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">{MESSAGES.comingSoon}</Alert>
    </CardContent>
  </Card>
);
