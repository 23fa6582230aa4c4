import {
  Box,
  IconButton,
  Link,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Link as RouterLink } from 'react-router';
import { CASE_TYPE_LABELS, formatDay } from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { CaseStatusChip } from './CaseStatusChip.tsx';
import { VISUALLY_HIDDEN } from '../../shared/visuallyHidden.ts';

export { VISUALLY_HIDDEN };

/** A calendar day ('2026-06-01') or a timestamp (in the reader's zone) as 'Jun 01, 2026'. */
export const day = (value: string): string => formatDay(value);

const COLUMNS = [
  { id: 'folio', label: 'Folio' },
  { id: 'claimantName', label: 'Claimant' },
  { id: 'caseType', label: 'Type', sortable: false },
  { id: 'status', label: 'Status' },
  { id: 'accidentDate', label: 'Accident' },
  { id: 'attorneyName', label: 'Attorney', sortable: false },
  { id: 'createdDate', label: 'Created' },
] as const;
/** The cells' labels when the rows are cards: the star has none. */
const CARD_LABELS = ['', ...COLUMNS.map((c) => c.label)];

interface CaseTableProps {
  cases: LegalCaseView[];
  column: string;
  sort: number;
  onSort: (column: string) => void;
  onFavorite: (legalCase: LegalCaseView) => void;
}

/** The case list's rows: the folio opens the case, each header sorts, the star keeps a favorite. */
export const CaseTable = ({ cases, column, sort, onSort, onFavorite }: CaseTableProps) => (
  <ResponsiveTable size="small" aria-label="Cases" labels={CARD_LABELS}>
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox">
          <Box component="span" sx={VISUALLY_HIDDEN}>
            Favorite
          </Box>
        </TableCell>
        {COLUMNS.map((c) => (
          <TableCell key={c.id} sortDirection={column === c.id ? (sort === 1 ? 'asc' : 'desc') : false}>
            {'sortable' in c ? (
              c.label
            ) : (
              <TableSortLabel
                active={column === c.id}
                direction={column === c.id && sort === -1 ? 'desc' : 'asc'}
                onClick={() => onSort(c.id)}
              >
                {c.label}
              </TableSortLabel>
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {cases.map((c) => (
        <TableRow key={c.id} hover>
          <TableCell padding="checkbox">
            <Tooltip title={c.favorite ? 'Remove from favorites' : 'Add to favorites'}>
              <IconButton
                size="small"
                aria-pressed={c.favorite}
                aria-label={`Favorite ${c.folio}`}
                onClick={() => onFavorite(c)}
              >
                {c.favorite ? <StarIcon color="warning" /> : <StarBorderIcon />}
              </IconButton>
            </Tooltip>
          </TableCell>
          <TableCell>
            <Link component={RouterLink} to={`/cases/${encodeURIComponent(c.id)}`}>
              {c.folio}
            </Link>
          </TableCell>
          <TableCell>{c.claimantName}</TableCell>
          <TableCell>{CASE_TYPE_LABELS[c.caseType]}</TableCell>
          <TableCell>
            <CaseStatusChip status={c.status} />
          </TableCell>
          <TableCell>{day(c.accidentDate)}</TableCell>
          <TableCell>{c.attorneyName}</TableCell>
          <TableCell>{day(c.createdDate)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </ResponsiveTable>
);
