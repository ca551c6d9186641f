import { AdminPlaceholder } from './admin-placeholder';

export function AdminProductPage() {
  return <AdminPlaceholder title="nav.product" />;
}
