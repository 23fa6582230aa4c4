/** My Account's subscription dialogs, loaded together when the first opens (see index.ts). */
export { UpgradeDialog } from './UpgradeDialog.tsx';
export { ChangeCardDialog } from './ChangeCardDialog.tsx';
export { CancelDowngradeDialog, DowngradeDialog, SwitchToAnnualDialog } from './OwnPlanDialogs.tsx';
export { UnauthorizedModal } from './UnauthorizedModal.tsx';
