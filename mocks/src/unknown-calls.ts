// How a server answers a call it does not have, which no client can know in advance: the mock
// over HTTP answers in any of these ways (startMockHttpServer's `unknownCalls`), so the portal can
// be shown to work with each (e2e/any-server.e2e.ts;
// docs/DECISIONS.md "Which calls a server has").
import { ENDPOINT_NAMES, ENDPOINTS, type EndpointContract } from '@scaffold/domain';

export const UNKNOWN_CALL_ANSWERS = [
  /** 404 `{detail}`: a server that routes first (the default). */
  'not-found',
  /** 401 without a token, 404 with one: an auth gateway in front of a router. */
  'auth-first',
  /** 401 whatever is sent: a gateway that refuses every path it does not know. */
  'unauthorized',
  /** 403. */
  'forbidden',
  /** 405 `Allow: POST`, as a framework answers a path it routes for another method. */
  'method-not-allowed',
  /** 404 with a page of HTML (a web server's own error page). */
  'not-found-page',
  /** 200 with a page of HTML: a static host that answers every path with the app's page. */
  'app-page',
  /** A 503 page of HTML (a gateway's) the first two times, then 404: a server restarting. */
  'unavailable-twice',
  /** No answer for `silentMs` (30 s unless told), then 404. */
  'silent',
] as const;
export type UnknownCallAnswer = (typeof UNKNOWN_CALL_ANSWERS)[number];

/** The calls a server with only the base calls lacks (capabilities, the reads shaped by the screens, media). */
const LACKABLE = ENDPOINT_NAMES.filter(
  (name) => (ENDPOINTS[name] as EndpointContract).capability === true,
).map((name) => {
  const { method, path } = ENDPOINTS[name];
  const pattern = path.replace(/\/$/, '').replace(/\{\w+\}/g, '[^/]+');
  return { method, path: new RegExp(`^${pattern}/?$`) };
});

/** Whether a spec-only server lacks this request's call. */
export const lacksCall = (method: string, pathname: string): boolean =>
  LACKABLE.some((call) => call.method === method && call.path.test(pathname));

export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const json = (status: number, data: unknown): PlainAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(data),
});

const page = (status: number, title: string, body = `<h1>${title}</h1>`): PlainAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`,
});

/** The app's page as a static host sends it for any path it has no file for. */
const APP_PAGE = page(200, 'Scaffold portal', '<div id="root"></div>');

/**
 * Answers the unknown calls of one server in `mode`. `answer` gives the answer to a request
 * (after waiting, for 'silent'); `close` ends the waits still running.
 */
export function unknownCallAnswers(mode: UnknownCallAnswer, silentMs = 30_000) {
  let seen = 0;
  const waits = new Map<() => void, ReturnType<typeof setTimeout>>();
  return {
    async answer(request: { authorization: string | undefined }): Promise<PlainAnswer | null> {
      seen += 1;
      switch (mode) {
        case 'not-found':
          return json(404, { detail: 'Not found.' });
        case 'auth-first':
          return request.authorization
            ? json(404, { detail: 'Not found.' })
            : json(401, { detail: 'Authentication credentials were not provided.' });
        case 'unauthorized':
          return json(401, { detail: 'Authentication credentials were not provided.' });
        case 'forbidden':
          return json(403, { detail: 'You do not have permission to perform this action.' });
        case 'method-not-allowed': {
          const refused = json(405, { detail: 'Method not allowed.' });
          return { ...refused, headers: { ...refused.headers, Allow: 'POST' } };
        }
        case 'not-found-page':
          return page(404, '404 Not Found');
        case 'app-page':
          return APP_PAGE;
        case 'unavailable-twice':
          return seen <= 2
            ? page(503, '503 Service Temporarily Unavailable')
            : json(404, { detail: 'Not found.' });
        case 'silent': {
          // null: the connection was ended meanwhile (the server closed).
          const answered = await new Promise<boolean>((resolve) => {
            const end = () => resolve(false);
            const timer = setTimeout(() => {
              waits.delete(end);
              resolve(true);
            }, silentMs);
            waits.set(end, timer);
          });
          return answered ? json(404, { detail: 'Not found.' }) : null;
        }
      }
    },
    close(): void {
      for (const [end, timer] of waits) {
        clearTimeout(timer);
        end();
      }
      waits.clear();
    },
  };
}
