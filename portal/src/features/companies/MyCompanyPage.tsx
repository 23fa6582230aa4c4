import { useState } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { actorFromSession, canEditShareLinkPolicy } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useAccount } from '../../shared/api.ts';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useCompanyAddresses } from './api.ts';
import { DeleteCompanySection } from './DeleteCompanySection.tsx';
import { MembersSection } from './MembersSection.tsx';
import { MyCompanyForm } from './MyCompanyForm.tsx';
import { ProfilesSection } from './ProfilesSection.tsx';
import { ShareLinkPolicySection } from './ShareLinkPolicySection.tsx';

/**
 * /my-company (issue 15; SPEC.md 2.1, 6): the company's owner or admins edit its profile and addresses. Who
 * may open it is the route table's (myCompany.open); the API refuses anyone else's writes (403).
 */
export const MyCompanyPage = () => {
  usePageTitle('My Company');
  const account = useAccount();
  const companyId = account.data?.company?.id ?? '';
  const addresses = useCompanyAddresses(companyId);
  // A save remounts the form with what the server now holds.
  const [version, setVersion] = useState(0);
  const company = account.data?.company ?? null;
  const current = useSession();
  const mayEditPolicy = current ? canEditShareLinkPolicy(actorFromSession(current)) : false;

  let content;
  if (account.isError) content = <LoadFailure error={account.error} onRetry={() => account.refetch()} />;
  else if (addresses.isError)
    content = <LoadFailure error={addresses.error} onRetry={() => addresses.refetch()} />;
  else if (account.isPending || (company && addresses.isPending))
    content = <CircularProgress aria-label="Loading your company" />;
  else if (!company || !addresses.data)
    content = <Typography color="text.secondary">Your account has no company.</Typography>;
  else
    content = (
      <>
        <MyCompanyForm
          key={version}
          company={company}
          subscription={account.data.subscription}
          addresses={addresses.data}
          onSaved={() => setVersion((v) => v + 1)}
        />
        {company.type !== 'FACTORING_COMPANY' && (
          <ProfilesSection
            companyId={company.id}
            companyType={company.type}
            ownerId={company.ownerId}
            subscription={account.data.subscription}
          />
        )}
        {company.type === 'ATTORNEY' && <ShareLinkPolicySection company={company} editable={mayEditPolicy} />}
        <MembersSection
          companyId={company.id}
          userId={account.data.user.id}
          planType={account.data.subscription?.planType ?? 'BASIC'}
        />
        {account.data.user.permission === 'OWNER' && <DeleteCompanySection company={company} />}
      </>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        My Company
      </Typography>
      {content}
    </Stack>
  );
};
