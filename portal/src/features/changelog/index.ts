/** The changelog feature: the release-notes modal of the authenticated layout. */
export { ChangelogModal } from './ChangelogModal.tsx';
