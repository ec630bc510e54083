import { initContract } from '@ts-rest/core';
import { z } from './zod.js';
import { envelope } from './envelope.js';
import { WireCount, extra } from './wire.js';
import { BlogDetailSchema, BlogListItemSchema } from './entities.js';
import { idParam, pageQuery } from './fields.js';

const c = initContract();

/** The blog's list; its total is not shown by the spec (the fake server sends it). */
export const BlogPageSchema = z.union([
  z.array(BlogListItemSchema).transform((list) => ({ list, totalRecord: undefined })),
  z
    .object({ list: z.array(BlogListItemSchema).nullish(), totalRecord: extra(WireCount) })
    .transform(({ list, totalRecord }) => ({ list: list ?? [], totalRecord })),
]);

export const content = c.router({
  blogList: {
    method: 'GET',
    path: '/api/information/list',
    query: pageQuery,
    responses: { 200: envelope(BlogPageSchema) },
  },
  blogDetail: {
    method: 'GET',
    path: '/api/information/detail/:id',
    pathParams: z.object({ id: idParam }),
    responses: { 200: envelope(BlogDetailSchema) },
    summary: 'One article; each call counts one read',
  },
});
