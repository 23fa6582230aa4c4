import { useRef, useState } from 'react';
import { caseFileProblem } from '@casebridge/domain';
import type { CaseFileUploadFields } from '@casebridge/domain';
import { apiFailure } from '../../shared/serverErrors.ts';
import { useUploadCaseFile } from './api.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes of the request sent so far, of `total` (the XMLHttpRequest's upload events). */
  loaded: number;
  total: number;
  /** Why it failed (checked here first, or the API's answer). */
  message: string | null;
}

/** 0-100 of an upload's request body sent (100 once uploaded). */
export const percentOf = (item: UploadItem): number =>
  item.status === 'done' ? 100 : item.total > 0 ? Math.round((item.loaded / item.total) * 100) : 0;

/**
 * The uploads of the Files tab: every chosen file is checked like the API checks it (type, size); the good
 * ones go up one request each, one after the other, each row following its own request's progress.
 */
export function useFileUploads(caseId: string) {
  const upload = useUploadCaseFile(caseId);
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const patch = (key: number, change: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (key: number, file: File, fields: CaseFileUploadFields) => {
    patch(key, { status: 'uploading' });
    try {
      await upload.mutateAsync({
        file,
        fields,
        onProgress: (loaded, total) => patch(key, { loaded, total }),
      });
      patch(key, { status: 'done' });
    } catch (error) {
      // The server's reason for the file (a fake PDF's "content is not its type"), not the generic sentence.
      const failure = apiFailure(error);
      patch(key, { status: 'failed', message: failure.fields['files'] ?? failure.message });
    }
  };

  const add = (files: readonly File[], fields: CaseFileUploadFields) => {
    const added = files.map((file) => {
      const problem = caseFileProblem(file);
      const item: UploadItem = {
        key: nextKey.current++,
        name: file.name,
        size: file.size,
        status: problem ? 'failed' : 'waiting',
        loaded: 0,
        total: file.size,
        message: problem,
      };
      if (!problem) queue.current = queue.current.then(() => send(item.key, file, fields));
      return item;
    });
    setItems((all) => [...added, ...all]);
  };

  const pending = (item: UploadItem) => item.status === 'waiting' || item.status === 'uploading';
  const finished = items.filter((item) => !pending(item)).length;
  const clearFinished = () => setItems((all) => all.filter(pending));
  return { items, add, finished, clearFinished };
}
