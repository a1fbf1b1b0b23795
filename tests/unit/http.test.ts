import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defaultErrorCode,
  errorCodeFrom,
  errorMessageFrom,
  formatIssuePath,
  HttpError,
  requiredFieldMessage,
  validationErrorBody,
  validationMessage,
  unavailableReason,
} from '../../src/lib/http';

const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.email(),
  tags: z.array(z.object({ label: z.string() })).optional(),
});

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { error: requiredFieldMessage });
  if (result.success) throw new Error('expected the input to be rejected');
  return result.error;
}

describe('validationMessage', () => {
  it('names the field and what is wrong with it', () => {
    expect(validationMessage(issuesOf(contactSchema, { name: 'Ann', email: 'nope' }))).toBe('email: Invalid email address');
  });

  it('lists several fields in one sentence, keeping messages set on the schema', () => {
    expect(validationMessage(issuesOf(contactSchema, { name: ' ', email: 'nope' }))).toBe(
      'name: Name is required; email: Invalid email address',
    );
  });

  it('says "Required" for an absent field instead of zod\'s type jargon', () => {
    expect(validationMessage(issuesOf(contactSchema, { name: 'Ann' }))).toBe('email: Required');
  });

  it('writes nested paths the way code would', () => {
    expect(validationMessage(issuesOf(contactSchema, { name: 'Ann', email: 'a@b.co', tags: [{ label: 3 }] }))).toBe(
      'tags[0].label: Invalid input: expected string, received number',
    );
  });

  it('uses the bare message when the whole value is wrong', () => {
    expect(validationMessage(issuesOf(contactSchema, 'text'))).toBe('Invalid input: expected object, received string');
  });

  it('caps a long list', () => {
    const wide = z.object(Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => [key, z.string()])));
    expect(validationMessage(issuesOf(wide, {}))).toBe('a: Required; b: Required; c: Required; d: Required; e: Required (and 2 more)');
  });
});

describe('validationErrorBody', () => {
  it('adds per-field details for forms', () => {
    expect(validationErrorBody(issuesOf(contactSchema, { name: 'Ann', email: 'x' }))).toEqual({
      error: 'email: Invalid email address',
      code: 'invalid_input',
      details: { issues: [{ field: 'email', message: 'Invalid email address' }] },
    });
  });
});

describe('formatIssuePath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatIssuePath(['items', 2, 'name'])).toBe('items[2].name');
    expect(formatIssuePath([])).toBe('');
  });
});

describe('HttpError', () => {
  it('carries status, message and optional details into the JSON body', () => {
    const error = new HttpError(404, 'Course not found.');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(404);
    expect(error.toBody()).toEqual({ error: 'Course not found.', code: 'not_found' });
    expect(new HttpError(400, 'Bad', { details: { field: 'x' } }).toBody()).toEqual({
      error: 'Bad',
      code: 'invalid_input',
      details: { field: 'x' },
    });
  });

  it('carries a specific code when the thrower names one', () => {
    const error = new HttpError(409, 'You already have this course.', { code: 'already_enrolled' });
    expect(error.code).toBe('already_enrolled');
    expect(error.toBody()).toEqual({ error: 'You already have this course.', code: 'already_enrolled' });
  });
});

describe('defaultErrorCode', () => {
  it('gives every status a stable code', () => {
    expect([400, 401, 403, 404, 405, 409, 413, 422, 429, 500, 502, 503, 504].map(defaultErrorCode)).toEqual([
      'invalid_input',
      'unauthenticated',
      'forbidden',
      'not_found',
      'method_not_allowed',
      'conflict',
      'too_large',
      'invalid_input',
      'rate_limited',
      'internal',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
  });
});

describe('errorCodeFrom', () => {
  it('reads our codes and nothing else', () => {
    expect(errorCodeFrom({ error: 'x', code: 'already_enrolled' })).toBe('already_enrolled');
    expect(errorCodeFrom({ error: 'x', code: 'made_up' })).toBeNull();
    expect(errorCodeFrom(null)).toBeNull();
    expect(errorCodeFrom('<html>Bad gateway</html>')).toBeNull();
  });
});

describe('errorMessageFrom', () => {
  it('reads our error shape and falls back otherwise', () => {
    expect(errorMessageFrom({ error: 'Admin access required' }, 'Failed')).toBe('Admin access required');
    expect(errorMessageFrom({ message: 'other shape' }, 'Failed')).toBe('Failed');
    expect(errorMessageFrom(null, 'Failed')).toBe('Failed');
    expect(errorMessageFrom({ error: '  ' }, 'Failed')).toBe('Failed');
  });
});

describe('unavailableReason', () => {
  it("gives the server's words for a service that is down or busy, and nothing for other failures", () => {
    const down = Object.assign(new Error('Our database is not responding right now. Please try again in a moment.'), { status: 503 });
    expect(unavailableReason(down)).toBe('Our database is not responding right now. Please try again in a moment.');
    expect(unavailableReason(Object.assign(new Error('Too many'), { status: 429 }))).toBe('Too many');
    expect(unavailableReason(Object.assign(new Error('Course not found.'), { status: 404 }))).toBeNull();
    expect(unavailableReason(Object.assign(new Error(''), { status: 503 }))).toBeNull();
    expect(unavailableReason(new TypeError('Failed to fetch'))).toBeNull();
    expect(unavailableReason(null)).toBeNull();
  });
});
