import { ComingSoon } from '../common/ComingSoon.tsx';

/** /users: the user registry (not built in this issue). */
export const UsersPage = () => <ComingSoon title="Users" />;
