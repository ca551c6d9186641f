import { AdminPlaceholder } from './admin-placeholder';

export function AdminEditPagePage() {
  return <AdminPlaceholder title="nav.editPage" />;
}
