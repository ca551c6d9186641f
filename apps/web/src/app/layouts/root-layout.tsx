import { Outlet } from 'react-router';
import { ScrollToTop } from '../scroll-to-top';

/** Wraps every route, public and admin. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
