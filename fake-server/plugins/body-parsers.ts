import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../services/uploads.js';

/** A file part of a multipart body, as the handlers receive it. */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };
export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).data);

/** Posts accept multipart/form-data (what the client sends), urlencoded and JSON alike. */
export async function bodyParsers(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: app.initialConfig.bodyLimit });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 30, parts: 31, fieldSize: 256 * 1024, fieldNameSize: 100 },
    async onFile(part) {
      const data = await part.toBuffer();
      (part as unknown as { value: UploadedFile }).value = { filename: part.filename, mimetype: part.mimetype, data };
    },
  });
}
