import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { YAML_TYPES } from '../documents/read.js';
import { UPLOAD_MAX_BYTES } from '../services/uploads.js';
import { deeperThan } from './json-depth.js';
import { requestError } from './request-errors.js';

/** A file part of a multipart body, as the handlers receive it. */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };
export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).data);

/**
 * The fields of a multipart body other than its file: 30 of 32 KB at most, so together they stay
 * under the 1 MB a JSON body may have (the longest field of the contract is 2,000 characters).
 */
export const MULTIPART_FIELDS = 30;
export const MULTIPART_FIELD_BYTES = 32 * 1024;

type Part = { type?: string; value?: unknown; valueTruncated?: boolean };

/** A parsed multipart body as plain values (a file as an UploadedFile); a field cut at its limit is refused, not kept cut. */
function keyValues(body: Record<string, Part | Part[]>): Record<string, unknown> {
  const valueOf = (part: Part) => {
    if (part.valueTruncated) throw requestError('bodyTooLarge');
    return part.value;
  };
  return Object.fromEntries(
    Object.entries(body).map(([key, part]) => [key, Array.isArray(part) ? part.map(valueOf) : valueOf(part)]),
  );
}

/**
 * Posts accept multipart/form-data (what the client sends), urlencoded and JSON alike. Whatever the
 * type, a body nested deeper than JSON_DEPTH_MAX is refused before anything recursive reads it.
 */
export async function bodyParsers(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: app.initialConfig.bodyLimit });
  await app.register(multipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: true,
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: MULTIPART_FIELDS,
      parts: MULTIPART_FIELDS + 1,
      fieldSize: MULTIPART_FIELD_BYTES,
      fieldNameSize: 100,
    },
    async onFile(part) {
      const data = await part.toBuffer();
      (part as unknown as { value: UploadedFile }).value = { filename: part.filename, mimetype: part.mimetype, data };
    },
  });
  // Fixture documents (POST /__dev/seed) may come as YAML: kept as text, read by the route once its
  // client is admitted (fake-server/dev/seed.ts), so no other route spends a YAML reader's time.
  app.addContentTypeParser(YAML_TYPES, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // After the multipart plugin's own hook has read the parts.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.body && typeof request.body === 'object')
      request.body = keyValues(request.body as Record<string, Part | Part[]>);
    if (deeperThan(request.body)) throw requestError('jsonTooDeep');
  });
}
