import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.js';

describe('npm run openapi', () => {
  it('documents every path with real schemas, not empty ones', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toMatch(/^3\./);
    const register = doc.paths['/api/passport/register']?.post;
    const body = register?.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    expect(Object.keys(body.content['multipart/form-data']!.schema.properties)).toEqual(['nickName', 'email', 'password']);
    const ok = (doc.paths['/api/u/order/list']?.get?.responses as Record<string, { content: Record<string, { schema: unknown }> }>)['200']!;
    expect(JSON.stringify(ok.content['application/json']!.schema)).toContain('totalRecord');
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(30);
  });
});
