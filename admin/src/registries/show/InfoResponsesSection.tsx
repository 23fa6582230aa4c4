import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { MESSAGES, type InfoResponse, type InfoResponseFile } from '@casebridge/domain';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';
import { longDate } from '../../common/dates.ts';
import { saveBlob } from '../../reports/saveBlob.ts';
import { SectionCard } from './SectionCard.tsx';
import { useCompanyDetail } from './useCompanyDetail.ts';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** Downloads a file of an answer with the console's token (the files are not public) and saves it. */
const FileLink = ({ companyId, file }: { companyId: string; file: InfoResponseFile }) => {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  const notify = useNotify();
  const download = async () => {
    try {
      const { blob } = await dataProvider.downloadInfoResponseFile(companyId, file.id);
      saveBlob(blob, file.name);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : MESSAGES.genericError, {
        type: 'error',
      });
    }
  };
  return (
    <Link component="button" type="button" onClick={() => void download()} sx={{ textAlign: 'left' }}>
      {file.name} ({kilobytes(file.size)})
    </Link>
  );
};

const Answer = ({ response }: { response: InfoResponse }) => (
  <Stack spacing={0.5} component="article" aria-label={`Answer of ${longDate(response.createdAt) ?? ''}`}>
    <Typography variant="subtitle2">
      {response.authorName}, {longDate(response.createdAt)}
    </Typography>
    {response.requestMessage && (
      <Typography variant="body2" color="text.secondary">
        Asked: “{response.requestMessage}”
      </Typography>
    )}
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
      {response.message}
    </Typography>
    {response.files.length > 0 && (
      <Box component="ul" aria-label="Attached files" sx={{ m: 0, pl: 2 }}>
        {response.files.map((file) => (
          <li key={file.id}>
            <FileLink companyId={response.companyId} file={file} />
          </li>
        ))}
      </Box>
    )}
  </Stack>
);

/** The owner's answers to requests for information, newest first, with their files (issue 17 item 16). */
export const InfoResponsesSection = ({ companyId }: { companyId: string }) => {
  const { data, isPending, error } = useCompanyDetail('getInfoResponses', companyId);
  const responses = data ?? [];
  return (
    <SectionCard
      title="Answers to information requests"
      isPending={isPending}
      error={error}
      isEmpty={responses.length === 0}
      emptyText="The company has not answered a request for information."
    >
      <Stack spacing={2} divider={<Divider flexItem />}>
        {responses.map((response) => (
          <Answer key={response.id} response={response} />
        ))}
      </Stack>
    </SectionCard>
  );
};
