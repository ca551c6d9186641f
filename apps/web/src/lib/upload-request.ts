import { currentApiBase } from './api-client';
import { ApiError, parseRetryAfter, problemFromBody } from './api-error';
import { useAuthStore } from './auth-store';

/** Large files on slow links take minutes; the request timeout of JSON calls would cut them off. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export type UploadOptions = {
  /** Called as the body is sent, with the fraction done (0–1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form with the session token and reports upload progress, which `fetch`
 * cannot do. Failures reject with the same {@link ApiError} as `requestJson`, and a 401 ends
 * the session the same way; the successful JSON is typed as the contract says, like `requestJson`.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    const cancelled = () =>
      signal?.reason instanceof Error
        ? signal.reason
        : new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted === true) {
      reject(cancelled());
      return;
    }
    const token = useAuthStore.getState().token;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${currentApiBase()}${path}`);
    xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
    if (token !== null) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;

    const onAbort = () => {
      xhr.abort();
    };
    signal?.addEventListener('abort', onAbort);
    const settle = () => {
      signal?.removeEventListener('abort', onAbort);
    };

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && token !== null) useAuthStore.getState().expireSession(token);
        const problem = problemFromBody(xhr.status, xhr.statusText, body);
        reject(
          new ApiError({
            status: xhr.status,
            code: problem.code,
            problem,
            retryAfter: parseRetryAfter(xhr.getResponseHeader('Retry-After'), Date.now()),
          }),
        );
        return;
      }
      if (typeof body === 'object' && body !== null) resolve(body as T);
      else reject(new ApiError({ status: xhr.status, code: 'invalid_response' }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError({ status: 0, code: 'network_error' }));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiError({ status: 0, code: 'timeout' }));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(cancelled());
    });
    xhr.send(form);
  });
}
