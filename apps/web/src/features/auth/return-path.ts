import { useSearchParams } from 'react-router';

const ADMIN_HOME = '/admin';

/** The login page's parameter naming the admin page to return to once signed in. */
const RETURN_PARAM = 'next';

// Only for parsing: a path resolved against it stays on this site unless it names another host.
const SITE = 'http://site.invalid';

/** The login page for someone stopped at `target` (path and query); the admin home needs no return. */
export function loginPathFor(target: string): string {
  return target === ADMIN_HOME
    ? '/login'
    : `/login?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}

/**
 * Where signing in leads: `next` when it is a page of the admin on this site, else the admin
 * home. The parameter comes from the URL, so anyone can write it: following it elsewhere (another
 * site, `//host`, `/\host`) would make the login page an open redirect.
 */
export function adminReturnPath(next: string | null): string {
  if (next?.startsWith('/') !== true) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== SITE) return ADMIN_HOME;
  if (url.pathname !== ADMIN_HOME && !url.pathname.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The admin page the current login URL asks to return to. */
export function useAdminReturnPath(): string {
  const [params] = useSearchParams();
  return adminReturnPath(params.get(RETURN_PARAM));
}
