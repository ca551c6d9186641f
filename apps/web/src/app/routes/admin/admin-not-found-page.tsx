import { NotFoundPage } from '../public/not-found-page';

/** An unknown path under /admin, inside the admin frame. */
export function AdminNotFoundPage() {
  return <NotFoundPage homePath="/admin" />;
}
