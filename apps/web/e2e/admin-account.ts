/** The grade-10 administrator the e2e server is started with. */
export const ADMIN = { loginId: 'admin', password: 'e2e-admin-password' } as const;
