import { Card, CardContent, Stack, Typography } from '@mui/material';
import { ReferenceField, Show, SimpleShowLayout, FunctionField } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  FUNDING_REQUEST_FOR_LABELS,
  FUNDING_STATUS_LABELS,
  FUNDING_TYPE_LABELS,
  type FundingRequest,
} from '@casebridge/domain';
import { longDate } from '../common/dates.ts';
import { money } from './fundingChoices.ts';
import { FundingHistory } from './FundingHistory.tsx';
import { FundingStatusActions } from './FundingStatusActions.tsx';

const Details = () => (
  <SimpleShowLayout>
    <FunctionField<FundingRequest> label="Status" render={(r) => FUNDING_STATUS_LABELS[r.status]} />
    <FunctionField<FundingRequest> label="Type" render={(r) => FUNDING_TYPE_LABELS[r.type]} />
    <FunctionField<FundingRequest>
      label="Requested for"
      render={(r) => FUNDING_REQUEST_FOR_LABELS[r.requestFor]}
    />
    <FunctionField<FundingRequest> label="Amount" render={(r) => money.format(r.amount)} />
    <FunctionField<FundingRequest> label="Note" render={(r) => r.note || '—'} />
    <FunctionField<FundingRequest> label="Reason of the rejection" render={(r) => r.rejectReason ?? '—'} />
    <ReferenceField source="attorneyCompanyId" reference="registries" label="Law firm" link="show" />
    <ReferenceField source="factoringCompanyId" reference="factoring" label="Factoring company" link="edit" />
    <ReferenceField source="caseId" reference="cases" label="Case" link="show" />
    <FunctionField<FundingRequest> label="Created" render={(r) => longDate(r.createdAt)} />
    <FunctionField<FundingRequest> label="Last update" render={(r) => longDate(r.updatedAt)} />
    <FunctionField<FundingRequest> label="History" render={() => <FundingHistory />} />
  </SimpleShowLayout>
);

/** One funding request with the status changes the shared transition graph allows. */
export const FundingRequestShow = ({ id }: { id?: string }) => (
  <Show<FundingRequest> resource="funding-requests" id={id} title="Funding request">
    <Card variant="outlined" sx={{ border: 0 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            Funding request
          </Typography>
          <FundingStatusActions />
        </Stack>
      </CardContent>
    </Card>
    <Details />
  </Show>
);

/** /funding-request-details/{id} (the spec's route) shows the same page. */
export const FundingRequestDetailsRoute = () => {
  const { id } = useParams();
  return <FundingRequestShow id={id} />;
};
