import { Alert, Button } from '@mui/material';
import type { LegalCaseView } from '@casebridge/domain';
import { useCaseStatusRequests } from './api.ts';
import { RequestStatusButton } from './RequestStatusButton.tsx';

/** The firm's notice of open requests for status on the case, with a way to the requests. */
export const OpenStatusRequestsAlert = ({
  legalCase,
  onShow,
}: {
  legalCase: LegalCaseView;
  onShow: () => void;
}) => {
  const query = useCaseStatusRequests(legalCase.id);
  const open = query.data?.requests.filter((r) => r.state === 'OPEN') ?? [];
  if (open.length === 0) return null;
  const who = [...new Set(open.map((r) => r.companyName))].join(', ');
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onShow}>
          Answer
        </Button>
      }
    >
      {open.length === 1 ? '1 open status request' : `${open.length} open status requests`} from {who}.
    </Alert>
  );
};

/** A collaborator's header action: request a status update (or the upgrade prompt on the Basic plan). */
export const CollaboratorStatusAction = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const query = useCaseStatusRequests(legalCase.id);
  return query.data ? <RequestStatusButton legalCase={legalCase} ask={query.data.ask} /> : null;
};
