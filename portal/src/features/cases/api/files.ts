/** The case files' server calls (issue 11, Files): one react-query hook per call, with keys. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseFileUpdate, CaseFileUploadFields, FileRequestInput } from '@casebridge/domain';
import type { CaseFilesQuery, UploadProgressListener } from '@casebridge/domain/client';
import { useCaseBridgeDataProvider } from '../../../shared/api.ts';

export const caseFilesKeys = {
  all: (caseId: string) => ['cases', 'files', caseId] as const,
  list: (caseId: string, query: CaseFilesQuery) => ['cases', 'files', caseId, 'list', query] as const,
  one: (caseId: string, fileId: string) => ['cases', 'files', caseId, 'one', fileId] as const,
  preview: (caseId: string, fileId: string) => ['cases', 'files', caseId, 'preview', fileId] as const,
  audit: (caseId: string, id: string, page: number) => ['cases', 'files', caseId, 'audit', id, page] as const,
  requestTargets: (caseId: string) => ['cases', 'files', caseId, 'request-targets'] as const,
  shared: (token: string) => ['shared-file', token] as const,
  sharedPreview: (token: string) => ['shared-file', token, 'preview'] as const,
};

/** GET /cases/{id}/files: a page of the caller's files. */
export function useCaseFiles(caseId: string, query: CaseFilesQuery) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: caseFilesKeys.list(caseId, query),
    queryFn: () => dataProvider.getCaseFiles(caseId, query),
    placeholderData: (previous) => previous,
  });
}

// A file changed: its case's files and activity read again (not the previews: each read is an audited view).
function useCaseFilesChanged(caseId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: caseFilesKeys.all(caseId),
      predicate: (query) => query.queryKey[3] !== 'preview',
    });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] });
  };
}

/** POST /cases/{id}/files, one file a call so each has its own progress (XMLHttpRequest upload events). */
export function useUploadCaseFile(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const changed = useCaseFilesChanged(caseId);
  return useMutation({
    mutationFn: ({ file, fields, onProgress }: UploadRequest) =>
      dataProvider.uploadCaseFiles(caseId, [file], fields, { onProgress }),
    onSuccess: changed,
  });
}

type UploadRequest = { file: File; fields: CaseFileUploadFields; onProgress: UploadProgressListener };

/** GET /cases/{id}/files/{fileId}. */
export function useCaseFile(caseId: string, fileId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: caseFilesKeys.one(caseId, fileId),
    queryFn: () => dataProvider.getCaseFile(caseId, fileId),
  });
}

/** One file's PUT (name, category, sharing), DELETE, share link and download (audited); each refreshes. */
export function useCaseFileActions(caseId: string, fileId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  const onSuccess = useCaseFilesChanged(caseId);
  return {
    update: useMutation({
      mutationFn: (update: CaseFileUpdate) => dataProvider.updateCaseFile(caseId, fileId, update),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: () => dataProvider.deleteCaseFile(caseId, fileId),
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: caseFilesKeys.one(caseId, fileId) });
        onSuccess();
      },
    }),
    share: useMutation({ mutationFn: () => dataProvider.createFileShareLink(caseId, fileId), onSuccess }),
    download: useMutation({
      mutationFn: () => dataProvider.downloadCaseFile(caseId, fileId, 'attachment'),
      onSuccess,
    }),
  };
}

/** GET /cases/{id}/files/{fileId}/audit, 15 a page, newest first. */
export function useCaseFileAudit(caseId: string, fileId: string, page: number, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: caseFilesKeys.audit(caseId, fileId, page),
    queryFn: () => dataProvider.getCaseFileAudit(caseId, fileId, page),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** GET /cases/{id}/collaborators: whom the firm may ask for a file. */
export function useFileRequestTargets(caseId: string, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: caseFilesKeys.requestTargets(caseId),
    queryFn: () => dataProvider.getCaseCollaborators(caseId),
    enabled,
  });
}

/** POST /cases/{id}/files/requests. */
export function useRequestCaseFile(caseId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FileRequestInput) => dataProvider.requestCaseFile(caseId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases', 'activity', caseId] }),
  });
}

/** GET /files/shared/{token} (public) and its content as a download (audited). */
export function useSharedFile(token: string, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return {
    file: useQuery({
      queryKey: caseFilesKeys.shared(token),
      queryFn: () => dataProvider.getSharedFile(token),
      enabled,
    }),
    download: useMutation({ mutationFn: () => dataProvider.downloadSharedFile(token, 'attachment') }),
  };
}

/** A case file's or share link's content shown inline: an audited view, so read once per page opening. */
export function useFilePreview(
  source: { caseId: string; fileId: string } | { token: string },
  enabled: boolean,
) {
  const dataProvider = useCaseBridgeDataProvider();
  const shared = 'token' in source;
  return useQuery({
    queryKey: shared
      ? caseFilesKeys.sharedPreview(source.token)
      : caseFilesKeys.preview(source.caseId, source.fileId),
    queryFn: async () =>
      (shared
        ? await dataProvider.downloadSharedFile(source.token, 'inline')
        : await dataProvider.downloadCaseFile(source.caseId, source.fileId, 'inline')
      ).blob,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}
