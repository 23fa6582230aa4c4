import { Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { Link } from 'react-router-dom';
import { Title, useCreatePath, useGetIdentity } from 'react-admin';
import { can } from '@casebridge/domain';
import { roleLabel } from '../layout/roleLabel.ts';
import { useActor } from '../layout/useActor.ts';
import { Kpis } from './Kpis.tsx';

/** The console home: who is signed in, the way into the registry, and the internal KPIs. */
export const Dashboard = () => {
  const { identity, isPending: identityPending } = useGetIdentity();
  const { actor } = useActor();
  const createPath = useCreatePath();
  const role = roleLabel(actor);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {identityPending ? <Skeleton width={240} /> : `Welcome, ${identity?.fullName ?? ''}`}
        </Typography>
        {role ? (
          <Typography color="text.secondary">
            Signed in as <strong>{role}</strong>
          </Typography>
        ) : null}
      </CardContent>
      {actor && can(actor, 'registry.read') ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            component={Link}
            to={createPath({ resource: 'registries', type: 'list' })}
            variant="contained"
            startIcon={<BusinessIcon />}
          >
            Open the company registry
          </Button>
        </CardActions>
      ) : null}
      {actor && can(actor, 'registry.read') ? (
        <CardContent>
          <Kpis />
        </CardContent>
      ) : null}
    </Card>
  );
};
