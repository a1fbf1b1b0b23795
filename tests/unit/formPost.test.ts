import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { acceptFormPosts, formFields, isFormPost } from '../../netlify/lib/formPost';

const context = {} as Context;
const OPTIONS = { fields: ['name', 'email', 'message'], successPath: '/done', failurePath: '/oops', maxBodyBytes: 1024 };

function formRequest(body: string, headers: Record<string, string> = {}) {
  return new Request('https://site.example/api/thing', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', 'x-forwarded-for': '203.0.113.9', ...headers },
    body,
  });
}

describe('acceptFormPosts', () => {
  it('hands the form fields to the JSON handler as JSON and redirects (303) on success', async () => {
    let seen: { contentType: string | null; forwarded: string | null; body: unknown } | undefined;
    const handler = acceptFormPosts(async (req) => {
      seen = { contentType: req.headers.get('content-type'), forwarded: req.headers.get('x-forwarded-for'), body: await req.json() };
      return Response.json({ ok: true });
    }, OPTIONS);
    const response = await handler(formRequest('name=Ada+L&email=ada%40example.com&message=Hi%0Athere&admin=1'), context);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://site.example/done');
    expect(seen).toEqual({
      contentType: 'application/json',
      forwarded: '203.0.113.9',
      body: { name: 'Ada L', email: 'ada@example.com', message: 'Hi\nthere' },
    });
  });

  it('redirects to the failure page when the handler refuses, and for a body over the limit without calling it', async () => {
    let calls = 0;
    const handler = acceptFormPosts(async () => {
      calls += 1;
      return Response.json({ error: 'name: Required' }, { status: 400 });
    }, OPTIONS);
    expect((await handler(formRequest('name='), context)).headers.get('location')).toBe('https://site.example/oops');
    expect(calls).toBe(1);
    const tooLong = await handler(formRequest(`message=${'x'.repeat(2000)}`), context);
    expect(tooLong.status).toBe(303);
    expect(tooLong.headers.get('location')).toBe('https://site.example/oops');
    expect(calls).toBe(1);
  });

  it('leaves JSON calls and other methods to the handler untouched', async () => {
    const handler = acceptFormPosts(async (req) => new Response(req.headers.get('content-type') ?? 'none', { status: 299 }), OPTIONS);
    const json = await handler(
      new Request('https://site.example/api/thing', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      context,
    );
    expect([json.status, await json.text()]).toEqual([299, 'application/json']);
    const get = await handler(new Request('https://site.example/api/thing'), context);
    expect(get.status).toBe(299);
  });

  it('recognises form posts and reads missing fields as empty', () => {
    expect(isFormPost(formRequest(''))).toBe(true);
    expect(
      isFormPost(new Request('https://site.example/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })),
    ).toBe(false);
    expect(formFields('name=A&other=x', ['name', 'email'])).toEqual({ name: 'A', email: '' });
  });
});
