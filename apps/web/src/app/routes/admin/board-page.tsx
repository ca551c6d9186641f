import { AdminPlaceholder } from './admin-placeholder';

export function AdminBoardPage() {
  return <AdminPlaceholder title="nav.board" />;
}
