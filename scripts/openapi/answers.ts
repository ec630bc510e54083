import { PUBLISHER_ZONE } from '#contract/page-data.js';
import { z } from '#contract/zod.js';

/*
 * What this server sends as the `data` of an OK answer, in each wire dialect (docs/decisions/090,
 * 145), where the contract's schema says more: the contract reads what any spec-valid backend may
 * send (ids as numbers or text, `null` or absent alike, unknown fields ignored), the document says
 * what this one always writes, so a backend team and a generated client get a schema that refuses
 * an answer of the wrong shape. Each entity is written once for both dialects; the spec dialect
 * (fake-server/plugins/spec-wire.ts) leaves out what the spec does not name and writes ids, counts
 * and prices as text, dates as the publisher's wall time and an empty value as `null`.
 * `scripts/openapi.test.ts` holds every value allowed here to what the contract reads.
 */

type Dialect = 'project' | 'spec';

/** `toISOString()`, as the project dialect writes every date. */
const ISO = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$/;
/** The publisher's wall time, as the spec dialect writes it. */
const WALL = /^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$/;

type Shape = Record<string, z.ZodType>;

function forms(dialect: Dialect) {
  const spec = dialect === 'spec';
  return {
    id: spec ? z.string().regex(/^[1-9][0-9]{0,15}$/) : z.int().min(1),
    count: spec ? z.string().regex(/^[0-9]{1,15}$/) : z.int().min(0),
    /** `source` (1 website, 2 app store) and `domainId` (1 Muscle and Movement, 2 patient education). */
    oneOrTwo: spec ? z.enum(['1', '2']) : z.literal([1, 2]),
    date: z.string().regex(spec ? WALL : ISO),
    price: (spec ? z.string().regex(/^[0-9]+(\.[0-9]+)?$/) : z.number().min(0)).nullable(),
    /** Text the spec dialect writes as `null` when it is empty. */
    emptyAsNull: spec ? z.string().nullable() : z.string(),
    /** Fields the spec does not name: the project dialect's alone. */
    own: (shape: Shape): Shape => (spec ? {} : shape),
    object: (shape: Shape) => z.strictObject(shape),
  };
}

const order = (d: Dialect) => {
  const w = forms(d);
  return w.object({
    ...w.own({ id: w.id }),
    title: w.emptyAsNull,
    source: w.oneOrTwo,
    price: w.price,
    createTime: w.date,
    dueTime: w.date,
    domainId: w.oneOrTwo,
  });
};

/** A list answer: `{ list, totalRecord }` in the project dialect, `{ list }` where the spec shows no total. */
const listOf = (d: Dialect, item: z.ZodType, specTotal = false) => {
  const w = forms(d);
  return w.object({ list: z.array(item), ...(specTotal ? { totalRecord: w.count } : w.own({ totalRecord: w.count })) });
};

/** The OK answer's data per operation (the contract's route key), in a dialect. */
const ANSWERS: Record<string, (d: Dialect) => z.ZodType> = {
  login: (d) => {
    const w = forms(d);
    return w.object({ token: z.string().min(1), user: w.object({ id: w.id, email: z.string() }) });
  },
  userInfo: (d) => {
    const w = forms(d);
    return w.object({ ...w.own({ id: w.id }), avatar: w.emptyAsNull, nickName: z.string(), email: z.string() });
  },
  orderList: (d) => listOf(d, order(d), true),
  purchaseStatus: (d) => forms(d).object({ isBuy: z.boolean(), dueTime: forms(d).date.nullable() }),
  // The capture's order is written as the project writes it in both dialects (spec-wire leaves it).
  paypalCapture: () => z.strictObject({ orderId: z.string(), status: z.literal('COMPLETED'), order: order('project') }),
  blogList: (d) => {
    const w = forms(d);
    const item = w.object({
      id: w.id,
      title: z.string(),
      photo: w.emptyAsNull,
      ...w.own({ createTime: w.date, summary: z.string() }),
    });
    return listOf(d, item);
  },
  blogDetail: (d) => {
    const w = forms(d);
    return w.object({
      ...w.own({ id: w.id }),
      title: z.string(),
      readCount: w.count,
      createTime: w.date,
      photo: w.emptyAsNull,
      content: z.string(),
    });
  },
  softwarePackages: (d) => {
    const w = forms(d);
    return listOf(d, w.object({ id: w.id, name: z.string(), cnName: z.string(), ...w.own({ domainId: w.oneOrTwo }) }));
  },
  softwareList: (d) => {
    const w = forms(d);
    const item = w.object({
      id: w.id,
      ...w.own({ softwarePackageId: w.id }),
      title: z.string(),
      ...w.own({ description: z.string() }),
      image: z.string(),
      pcPath: w.emptyAsNull,
      name: z.string(),
      cnName: z.string(),
      thumbnailGIF: z.string(),
    });
    return listOf(d, item);
  },
  // "data list of plans": the spec dialect answers the bare array.
  plans: (d) => {
    const w = forms(d);
    const plan = w.object({ id: w.id, ...w.own({ domainId: w.oneOrTwo }), fastspringParams: z.string() });
    return d === 'spec' ? z.array(plan) : listOf(d, plan);
  },
  patientCategories: (d) => {
    const w = forms(d);
    const category = w.object({
      id: w.id,
      name: z.string(),
      cnName: z.string(),
      ...w.own({ icon: z.string(), animationCount: w.count, imageCount: w.count }),
    });
    return listOf(d, category);
  },
};

type Json = Record<string, any>;
const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' }) as Json;
const withoutDialect = (schema: Json): Json => {
  const { $schema: _, ...rest } = schema;
  return rest;
};

const TITLES: Record<Dialect, { title: string; description: string }> = {
  project: {
    title: 'WIRE=project',
    description: "As this server writes it by default (the project's own representation).",
  },
  spec: {
    title: 'WIRE=spec',
    description: `As this server writes it in the spec dialect (\`WIRE=spec\`): only the fields the spec names, ids, counts and prices as text, dates as the wall time in ${PUBLISHER_ZONE}, \`null\` for an empty value.`,
  },
};

/** The JSON Schema of an operation's OK data: one schema, or one per dialect where they differ. */
export function answerSchema(key: string): Json | undefined {
  const of = ANSWERS[key];
  if (!of) return undefined;
  const [project, spec] = (['project', 'spec'] as const).map((d) => withoutDialect(toJson(of(d))));
  if (JSON.stringify(project) === JSON.stringify(spec)) return project;
  return {
    anyOf: [
      { ...TITLES.project, ...project },
      { ...TITLES.spec, ...spec },
    ],
  };
}
