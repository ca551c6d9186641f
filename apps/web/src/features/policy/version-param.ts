/** `?version=<시행일>` names a version of a policy other than the one in force. */
export function versionParam(params: URLSearchParams): string | null {
  const day = params.get('version');
  return day !== null && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}
