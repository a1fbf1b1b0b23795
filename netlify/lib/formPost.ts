// HTML forms that work without JavaScript: a browser without script posts the form itself
// (application/x-www-form-urlencoded). The fields are turned into the same JSON request the page's script
// would send and handed to the function's ordinary JSON handler, so validation, honeypot, rate limit and
// the production refusal are exactly the same; the answer is a 303 redirect to a page that says how it went.
import { readBodyBytes } from './handler';
import type { NetlifyHandler } from './handlerBasics';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export type FormPostOptions = {
  /** The form fields passed on (others are ignored). */
  fields: readonly string[];
  /** Where people land when the handler answered 2xx. */
  successPath: string;
  /** Where people land on any refusal or failure. */
  failurePath: string;
  maxBodyBytes: number;
};

export function isFormPost(req: Request): boolean {
  return req.method.toUpperCase() === 'POST' && (req.headers.get('content-type') ?? '').toLowerCase().startsWith(FORM_CONTENT_TYPE);
}

/** Reads at most maxBytes of the body as text; null when it is longer. */
async function readLimited(req: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBodyBytes(req, maxBytes);
  return bytes && new TextDecoder().decode(bytes);
}

/** The posted fields (missing ones as ''), in the JSON shape the page's script sends. */
export function formFields(text: string, fields: readonly string[]): Record<string, string> {
  const params = new URLSearchParams(text);
  return Object.fromEntries(fields.map((field) => [field, params.get(field) ?? '']));
}

function redirect(req: Request, path: string): Response {
  return new Response(null, { status: 303, headers: { location: new URL(path, req.url).href, 'cache-control': 'no-store' } });
}

/** Wraps a JSON handler so the same endpoint also accepts the plain HTML form post. */
export function acceptFormPosts(handler: NetlifyHandler, options: FormPostOptions): NetlifyHandler {
  return async (req, context) => {
    if (!isFormPost(req)) return handler(req, context);
    const text = await readLimited(req, options.maxBodyBytes);
    if (text === null) return redirect(req, options.failurePath);
    // Empty fields go as '' (the handler's schema trims them and treats an empty optional field as absent).
    const body = formFields(text, options.fields);
    const headers = new Headers(req.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const jsonRequest = new Request(req.url, { method: 'POST', headers, body: JSON.stringify(body) });
    const response = await handler(jsonRequest, context);
    return redirect(req, response.ok ? options.successPath : options.failurePath);
  };
}
