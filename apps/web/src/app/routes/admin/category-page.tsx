import { AdminPlaceholder } from './admin-placeholder';

export function AdminCategoryPage() {
  return <AdminPlaceholder title="nav.category" />;
}
