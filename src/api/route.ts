// How a route is declared (src/api/contract.ts lists them): its method, caller, input place, answer kind and
// error codes, with input and response types attached as types only. Imports nothing at runtime.
import type * as z from 'zod';
import type { ErrorCode } from '../lib/http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, a signed-in person (Firebase ID token), or an admin. */
export type Caller = 'public' | 'user' | 'admin';
/** Where the input travels: the JSON body, the query string, `:name` parts of the path, or nowhere. */
export type InputPlace = 'body' | 'query' | 'path' | 'none';

export type RouteDeclaration = {
  readonly path: string;
  readonly method: HttpMethod;
  readonly auth: Caller;
  readonly input: InputPlace;
  /** 'json' answers are parsed; 'file' answers are handed over as a Blob (with the server's file name). */
  readonly answer: 'json' | 'file';
  /** The codes this route answers with beyond every route's defaults (see src/lib/http.ts ERROR_CODES). */
  readonly codes: readonly ErrorCode[];
};

/** A declared route with its input and response types attached (types only: `types` is never set). */
export type Route<Input, Response> = RouteDeclaration & { readonly types?: { readonly input: Input; readonly response: Response } };
/** Any declared route, whatever its types: what a generic caller of routes takes. */
export type AnyRoute = Route<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type InputOf<R> = R extends Route<infer Input, unknown> ? Input : never;
export type ResponseOf<R> = R extends Route<unknown, infer Response> ? Response : never;
/** A route's input as a function takes it: `void` when there is none, so callers write `call(route)`. */
export type Args<R> = InputOf<R> extends void ? [input?: undefined] : [input: InputOf<R>];

/** Declares a route. Pure, so a page bundle keeps only the routes its client calls. */
/*#__NO_SIDE_EFFECTS__*/
export function route<Input = void, Response = unknown>(declaration: RouteDeclaration): Route<Input, Response> {
  return declaration;
}

export type In<Schema extends z.ZodType> = z.input<Schema>;
export const json = 'json' as const;
