/** The public inquiry routes (original §2), in one place for links and redirects. */
export const inquiryPaths = {
  list: '/inquiries/list',
  write: '/inquiries',
  edit: (id: number) => `/inquiries/${String(id)}`,
  view: (id: number) => `/inquiries/view/${String(id)}`,
  /** The confirmation after writing: the number only, never what was typed (no personal data). */
  done: (id: number) => `/inquiries/done/${String(id)}`,
  /** `manage`: ask for the password even for a non-secret inquiry, to edit or delete it. */
  gate: (id: number, manage = false) =>
    `/inquiries/view/${String(id)}/secret${manage ? '?mode=manage' : ''}`,
};

export const isManageGate = (params: URLSearchParams) => params.get('mode') === 'manage';
