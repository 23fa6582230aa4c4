import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import { Link, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  CASE_FILE_CATEGORY_LABELS,
  CASE_FILE_SHARING_LABELS,
  caseFileTypeOfMime,
  formatFileSize,
} from '@casebridge/domain';
import type { CaseFileView } from '@casebridge/domain';
import { day } from './CaseTable.tsx';

export type FileSort = { field: 'name' | 'size' | 'uploadedAt'; order: 'ASC' | 'DESC' };

const COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'type', label: 'Type' },
  { id: 'size', label: 'Size' },
  { id: 'uploader', label: 'Uploaded by' },
  { id: 'uploadedAt', label: 'Date' },
  { id: 'sharedWith', label: 'Shared with' },
] as const;
const SORTABLE: readonly string[] = ['name', 'size', 'uploadedAt'];

export const filePath = (file: Pick<CaseFileView, 'caseId' | 'id'>): string =>
  `/cases/${encodeURIComponent(file.caseId)}/files/${encodeURIComponent(file.id)}`;

interface CaseFilesTableProps {
  files: CaseFileView[];
  sort: FileSort;
  onSort: (field: FileSort['field']) => void;
}

/** A case's files: the name opens the file's page; name, size and date sort. */
export const CaseFilesTable = ({ files, sort, onSort }: CaseFilesTableProps) => (
  <ResponsiveTable size="small" aria-label="Files" labels={COLUMNS.map((c) => c.label)}>
    <TableHead>
      <TableRow>
        {COLUMNS.map((c) => (
          <TableCell
            key={c.id}
            sortDirection={sort.field === c.id ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
          >
            {SORTABLE.includes(c.id) ? (
              <TableSortLabel
                active={sort.field === c.id}
                direction={sort.field === c.id && sort.order === 'DESC' ? 'desc' : 'asc'}
                onClick={() => onSort(c.id as FileSort['field'])}
              >
                {c.label}
              </TableSortLabel>
            ) : (
              c.label
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {files.map((file) => (
        <TableRow key={file.id} hover>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={filePath(file)}>
              {file.name}
            </Link>
          </TableCell>
          <TableCell>
            {caseFileTypeOfMime(file.type)?.label ?? file.type} · {CASE_FILE_CATEGORY_LABELS[file.category]}
          </TableCell>
          <TableCell>{formatFileSize(file.size)}</TableCell>
          <TableCell>
            {file.uploaderName}
            {file.uploaderCompanyName ? ` (${file.uploaderCompanyName})` : ''}
          </TableCell>
          <TableCell>{day(file.uploadedAt)}</TableCell>
          <TableCell>{CASE_FILE_SHARING_LABELS[file.sharedWith]}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </ResponsiveTable>
);
