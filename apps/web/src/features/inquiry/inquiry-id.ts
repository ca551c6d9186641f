/** The route's `:id` as an inquiry id, or null when it cannot be one (the page shows 404). */
export function parseInquiryId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
