import { ComingSoon } from '../common/ComingSoon.tsx';

/** /reports: downloadable reports (not built in this issue). */
export const ReportsPage = () => <ComingSoon title="Reports" />;
