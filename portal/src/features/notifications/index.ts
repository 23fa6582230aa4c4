/** The notifications feature's public API: the panel the header's bell opens. */
export { NotificationPanel } from './NotificationPanel.tsx';
