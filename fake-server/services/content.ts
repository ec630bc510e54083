import { Code } from '#contract/envelope.js';
import type { BlogDetailSent, BlogListItemSent, SoftwareItemSent } from '#contract/entities.js';
import type { Exercise } from '#contract/exercise.js';
import type { ContactBody } from '#contract/forms.js';
import type { Language, SoftwareRecord } from '../db/schema.js';
import { type Deps, nextId } from './deps.js';
import { purchaseStatus } from './orders.js';
import { Refusal } from './refusal.js';

const paged = <T>(all: T[], page: number, size: number) => ({
  list: all.slice((page - 1) * size, page * size),
  totalRecord: all.length,
});

export function blogList(deps: Deps, page: number, size: number, language: Language) {
  const sorted = [...deps.store.data.blogs].sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
  const { list, totalRecord } = paged(sorted, page, size);
  return {
    list: list.map((b): BlogListItemSent => ({
      id: b.id,
      title: b.title[language],
      photo: b.photo,
      createTime: b.createTime,
      summary: b.summary[language],
    })),
    totalRecord,
  };
}

/** One article; each read is counted. */
export async function blogDetail(deps: Deps, id: number, language: Language): Promise<BlogDetailSent> {
  const blog = deps.store.data.blogs.find((b) => b.id === id);
  if (!blog) throw new Refusal(Code.NotFound, 'notFound');
  blog.readCount += 1;
  // Read counts are batched: a view is not worth a write of its own (docs/decisions/025).
  deps.store.writeSoon();
  return {
    id: blog.id,
    title: blog.title[language],
    readCount: blog.readCount,
    createTime: blog.createTime,
    photo: blog.photo,
    content: blog.content[language],
  };
}

const softwareView = (s: SoftwareRecord, language: Language): SoftwareItemSent => ({
  id: s.id,
  softwarePackageId: s.softwarePackageId,
  title: s.title[language],
  description: s.description[language],
  image: s.image,
  pcPath: s.pcPath,
  name: s.name,
  cnName: s.cnName,
  thumbnailGIF: s.thumbnailGIF,
});

export function softwareList(
  deps: Deps,
  q: { softwarePackageId?: number; page: number; size: number },
  language: Language,
) {
  const all = deps.store.data.software.filter(
    (s) => q.softwarePackageId === undefined || s.softwarePackageId === q.softwarePackageId,
  );
  const { list, totalRecord } = paged(all, q.page, q.size);
  return { list: list.map((s) => softwareView(s, language)), totalRecord };
}

/** The sample catalogue; isBuy follows the caller's Muscle and Movement subscription (null for visitors). */
export function sampleExercises(
  deps: Deps,
  q: { isFree?: boolean; instrumentType?: Exercise['instrumentType'] },
  userId: number | null,
) {
  const isBuy = userId === null ? null : purchaseStatus(deps, userId, 1).isBuy;
  const list = deps.store.data.exercises
    .filter(
      (e) =>
        (q.isFree === undefined || e.isFree === q.isFree) &&
        (!q.instrumentType || e.instrumentType === q.instrumentType),
    )
    .map((e) => ({ ...e, isBuy }));
  return { list, totalRecord: list.length };
}

export async function saveContact(deps: Deps, body: ContactBody, language: Language) {
  deps.store.data.contacts.unshift({ id: nextId(deps, 'contact'), ...body, language, createdAt: deps.clock.iso() });
  await deps.store.write();
}
