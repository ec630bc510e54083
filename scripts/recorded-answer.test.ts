import { describe, expect, it } from 'vitest';
import { recorder } from './openapi/examples.js';
import { refusedOrEmpty } from './recorded-answer.js';

describe('a recorded answer that is not the success it meant to record', () => {
  it('is a refusal: another status, a code other than OK, an upload that failed, no JSON', () => {
    const refused = { code: '1005', message: 'Password must be at least 10 characters', data: null };
    expect(refusedOrEmpty(200, refused)).toBe('was refused (code 1005: Password must be at least 10 characters)');
    expect(refusedOrEmpty(404, { code: '1004', message: 'Not found' })).toBe('was refused (HTTP 404 1004: Not found)');
    expect(refusedOrEmpty(403, null)).toBe('was refused (HTTP 403)');
    expect(refusedOrEmpty(200, { state: 'FAIL', message: 'Too big' })).toBe('was refused (state FAIL: Too big)');
    expect(refusedOrEmpty(200, null)).toBe('answered no JSON');
  });

  it('is an empty list, at any depth of the data', () => {
    expect(refusedOrEmpty(200, { code: 'OK', message: 'OK', data: { list: [] } })).toBe(
      'answered an empty list (data.list)',
    );
    expect(
      refusedOrEmpty(200, { code: 'OK', message: 'OK', data: { list: [{ id: 1, tokens: [] }], totalRecord: 1 } }),
    ).toBe('answered an empty list (data.list.0.tokens)');
  });

  it('lets a success through, with or without data', () => {
    expect(refusedOrEmpty(200, { code: 'OK', message: 'Saved', data: null })).toBeUndefined();
    expect(refusedOrEmpty(200, { code: 'OK', message: 'OK', data: { list: [{ id: 1 }] } })).toBeUndefined();
    expect(
      refusedOrEmpty(200, { state: 'SUCCESS', url: '/uploads/a.jpg', message: 'Upload successful' }),
    ).toBeUndefined();
  });
});

describe("npm run openapi's recorder", () => {
  const answering = (status: number, body: { code?: string; message?: string; data?: unknown } | null) => async () => ({
    status,
    body,
  });

  it('fails naming the operation and its request when a success example comes back refused', async () => {
    const examples = {};
    const record = recorder(
      answering(200, { code: '1005', message: 'Password must be at least 10 characters', data: null }),
      examples,
    );
    await expect(
      record('register', 'POST', '/api/passport/register', { body: { email: 'mei.lin@example.com' } }),
    ).rejects.toThrow(
      'the example of register (POST /api/passport/register {"email":"mei.lin@example.com"}) was refused (code 1005: Password must be at least 10 characters)',
    );
    expect(examples).toEqual({});
  });

  it('fails when an example comes back empty or outside the contract', async () => {
    await expect(
      recorder(answering(200, { code: 'OK', message: 'OK', data: { list: [] } }), {})('mailList', 'GET', '/__dev/mail'),
    ).rejects.toThrow('the example of mailList (GET /__dev/mail) answered an empty list (data.list)');
    await expect(
      recorder(answering(200, { code: 'OK', message: 'OK', data: null }), {})(
        'mailLatest',
        'GET',
        '/__dev/mail/latest',
      ),
    ).rejects.toThrow('the example of mailLatest (GET /__dev/mail/latest) broke the contract');
  });

  it('keeps a success', async () => {
    const examples: Parameters<typeof recorder>[1] = {};
    await recorder(answering(200, { code: 'OK', message: 'OK', data: { wire: 'spec' } }), examples)(
      'wire',
      'POST',
      '/__dev/wire',
      { body: { wire: 'spec' } },
    );
    expect(examples.wire).toEqual({
      request: { body: { wire: 'spec' } },
      answer: { code: 'OK', message: 'OK', data: { wire: 'spec' } },
    });
  });
});
