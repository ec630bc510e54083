import { initContract } from '@ts-rest/core';
import { z } from './zod.js';
import { envelope, page } from './envelope.js';
import { BlogDetailSchema, BlogListItemSchema } from './entities.js';
import { idParam, pageQuery } from './fields.js';

const c = initContract();

export const content = c.router({
  blogList: {
    method: 'GET',
    path: '/api/information/list',
    query: pageQuery,
    responses: { 200: envelope(page(BlogListItemSchema)) },
  },
  blogDetail: {
    method: 'GET',
    path: '/api/information/detail/:id',
    pathParams: z.object({ id: idParam }),
    responses: { 200: envelope(BlogDetailSchema) },
    summary: 'One article; each call counts one read',
  },
});
