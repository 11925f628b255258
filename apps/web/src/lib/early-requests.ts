/**
 * Requests that the inline start-up script (src/boot) sends while the app's code is still on its
 * way (docs/decisions/0065-requests-before-the-app-code.md). The API client takes an answer when
 * it makes the very same request, once; an answer asked for with another token is dropped.
 */
interface EarlyRequest {
  authorization: string | null;
  response: Promise<Response>;
}

type EarlyRequests = Record<string, EarlyRequest | undefined>;

declare global {
  interface Window {
    __atendeEarlyRequests?: EarlyRequests;
  }
}

const keyOf = (method: string, url: string) => `${method} ${url}`;

export function recordEarlyRequest(
  method: string,
  url: string,
  authorization: string | null,
  response: Promise<Response>,
): void {
  // a failure surfaces to whoever takes the answer; until then it is not an unhandled rejection
  response.catch(() => undefined);
  (window.__atendeEarlyRequests ??= {})[keyOf(method, url)] = { authorization, response };
}

export function takeEarlyRequest(
  method: string,
  url: string,
  authorization: string | null,
): Promise<Response> | undefined {
  const requests = typeof window === 'undefined' ? undefined : window.__atendeEarlyRequests;
  const key = keyOf(method, url);
  const early = requests?.[key];
  if (!early) return undefined;
  delete requests[key];
  return early.authorization === authorization ? early.response : undefined;
}
