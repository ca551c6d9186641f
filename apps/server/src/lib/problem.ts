import type { Problem } from '@app/contract/common';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error that becomes an RFC 9457 problem response with our machine-readable `code`. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail?: string,
    readonly extra: Pick<Problem, 'errors'> & { headers?: Record<string, string> } = {},
  ) {
    super(detail ?? code);
    this.name = 'HttpProblem';
  }
}

export function problemBody(
  status: number,
  code: string,
  detail?: string,
  errors?: Problem['errors'],
): Problem {
  return {
    type: `urn:problem:${code}`,
    title: TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error'),
    status,
    ...(detail === undefined ? {} : { detail }),
    code,
    ...(errors === undefined ? {} : { errors }),
  };
}

export const notFound = (what: string) => new HttpProblem(404, 'not_found', `${what} not found`);
export const conflict = (code: string, detail: string) => new HttpProblem(409, code, detail);

/** 409 for deleting a place or category that products still use, saying how many. */
export function inUseConflict(code: string, count: number, what: 'place' | 'category') {
  const subject = count === 1 ? '1 product uses' : `${count} products use`;
  return conflict(code, `${subject} this ${what}; move them elsewhere or delete them first.`);
}
