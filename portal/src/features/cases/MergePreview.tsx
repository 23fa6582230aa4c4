import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { CASE_STATUS_LABELS, MERGE_COUNT_KEYS, MERGE_COUNT_LABELS } from '@casebridge/domain';
import type { CaseMergePreview } from '@casebridge/domain';
import { usd } from './caseFormat.ts';
import { VISUALLY_HIDDEN, day } from './CaseTable.tsx';

const list = (names: string[]) => (names.length ? names.join(', ') : 'None');

/** The two cases side by side and what the kept case holds once the other is merged into it. */
export const MergePreview = ({ preview }: { preview: CaseMergePreview }) => {
  const { kept, merged, result } = preview;
  const k = kept.legalCase;
  const m = merged.legalCase;
  const rows: [string, string, string, string][] = [
    ['Folio', k.folio, m.folio, k.folio],
    ['Claimant', k.claimantName, m.claimantName, k.claimantName],
    [
      'Status',
      CASE_STATUS_LABELS[k.status],
      CASE_STATUS_LABELS[m.status],
      `${CASE_STATUS_LABELS[k.status]} (${m.folio} is closed and points here)`,
    ],
    ['Responsible attorney', k.attorneyName, m.attorneyName, k.attorneyName],
    ['Accident', day(k.accidentDate), day(m.accidentDate), day(k.accidentDate)],
    ['Billed so far', usd(k.billedAmount), usd(m.billedAmount), usd(result.billedAmount)],
    ['Collaborators', list(kept.collaborators), list(merged.collaborators), list(result.collaborators)],
    ...MERGE_COUNT_KEYS.map((key): [string, string, string, string] => [
      MERGE_COUNT_LABELS[key],
      String(kept.counts[key]),
      String(merged.counts[key]),
      String(result.counts[key]),
    ]),
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Merge preview">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Field
              </Box>
            </TableCell>
            <TableCell component="th" scope="col">
              Kept: {k.folio}
            </TableCell>
            <TableCell component="th" scope="col">
              Merged into it: {m.folio}
            </TableCell>
            <TableCell component="th" scope="col">
              After the merge
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, a, b, after]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{a}</TableCell>
              <TableCell>{b}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{after}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
