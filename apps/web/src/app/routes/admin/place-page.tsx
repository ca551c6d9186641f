import { AdminPlaceholder } from './admin-placeholder';

export function AdminPlacePage() {
  return <AdminPlaceholder title="nav.place" />;
}
