import type { AppRoute, ClientInferResponseBody } from '@ts-rest/core';
import type { Api } from '../api.js';
import {
  readBlogDetail,
  readBlogPage,
  readEnvelope,
  readOrderPage,
  readPatientCategories,
  readPlans,
  readPurchaseStatus,
  readSession,
  readSoftwareList,
  readSoftwarePackages,
  readUpload,
  readUserInfo,
} from './answers.js';
import type { Reader } from './values.js';

type OkData<R extends AppRoute> =
  Extract<ClientInferResponseBody<R, 200>, { code: 'OK' }> extends { data: infer D } ? D : never;
type Readers<G> = { [R in keyof G]?: G[R] extends AppRoute ? Reader<OkData<G[R]>> : never };

/**
 * The reader of each call's `data` on code OK, typed by the contract (a reader that answers
 * something else does not compile). Calls not listed answer what the site does not read field by
 * field (the PayPal calls, code-only answers).
 */
const dataReaders = {
  passport: { login: readSession },
  user: { userInfo: readUserInfo },
  order: { orderList: readOrderPage, purchaseStatus: readPurchaseStatus },
  content: { blogList: readBlogPage, blogDetail: readBlogDetail },
  catalog: {
    softwarePackages: readSoftwarePackages,
    softwareList: readSoftwareList,
    plans: readPlans,
    patientCategories: readPatientCategories,
  },
} satisfies { [G in keyof Api]?: Readers<Api[G]> };

const readerOf = (key: string): Reader<unknown> | undefined => {
  const [group, name] = key.split('.') as [string, string];
  return (dataReaders as Record<string, Record<string, Reader<unknown>> | undefined>)[group]?.[name];
};

/**
 * A 200 answer of the call `key` ('content.blogDetail') read into the contract's types, in one place
 * for every caller (requirements D3): the envelope's code as text and its message, and on code OK
 * the data by its reader. Throws UnreadableAnswer when the answer is not one the spec allows.
 */
export function readAnswer(key: string, body: unknown): unknown {
  if (key === 'user.upload') return readUpload(body);
  const envelope = readEnvelope(body);
  if (envelope.code !== 'OK') return { code: envelope.code, message: envelope.message };
  const read = readerOf(key);
  return read ? { ...envelope, data: read(envelope.data, 'data') } : envelope;
}
