import type { DomainId, PatientCategory, SoftwarePackage } from '#contract/entities.js';
import type { Exercise } from '#contract/exercise.js';
import type { Mail } from '#contract/dev.contract.js';
import type { ScenarioName } from '#contract/dev.contract.js';

/** Text kept in both languages; the server answers in the request's language. */
export type Bilingual = { en: string; cn: string };
export type Language = 'en' | 'cn';

export type UserRecord = {
  id: number;
  email: string;
  nickName: string;
  passwordHash: string;
  /** The upload result as a JSON string, '' when none. */
  avatar: string;
  activated: boolean;
  /** A fixture can make login/register refuse with 1001 instead of 1006. */
  refuseWith1001?: boolean;
  language: Language;
  createdAt: string;
};

export type TokenRecord = { hash: string; userId: number; createdAt: string; expiresAt: string; revoked: boolean };
export type LinkRecord = { hash: string; userId: number; expiresAt: string; usedAt: string | null };
export type ResetCodeRecord = { userId: number; hash: string; expiresAt: string; attempts: number; usedAt: string | null };

export type SubscriberRecord = {
  id: number;
  name: string;
  email: string;
  status: 'pending' | 'confirmed';
  tokenHash: string;
  language: Language;
  createdAt: string;
  confirmedAt: string | null;
};

export type ContactRecord = { id: number; userName: string; contact: string; content: string; language: Language; createdAt: string };

export type BlogRecord = { id: number; title: Bilingual; summary: Bilingual; content: Bilingual; photo: string; readCount: number; createTime: string };

export type SoftwareRecord = {
  id: number;
  softwarePackageId: number;
  title: Bilingual;
  description: Bilingual;
  image: string;
  pcPath: string;
  name: string;
  cnName: string;
  thumbnailGIF: string;
};

export type PlanRecord = {
  id: number;
  domainId: DomainId;
  client: number;
  /** Raw JSON text, kept as the backend would send it (a fixture may break it on purpose). */
  fastspringParams: string;
  period: 'month' | 'year';
};

export type OrderRecord = {
  id: number;
  /** null once the account is deleted: kept detached for accounting. */
  userId: number | null;
  title: Bilingual;
  source: 1 | 2;
  price: number | null;
  createTime: string;
  dueTime: string;
  domainId: DomainId;
  goodsId: number | null;
  subscriptionId: string | null;
  providerOrderId: string | null;
};

export type SubscriptionRecord = {
  id: string;
  userId: number | null;
  goodsId: number;
  domainId: DomainId;
  period: 'month' | 'year';
  price: number;
  /** active: renews at periodEnd; canceled: ends at periodEnd; deactivated: over. */
  state: 'active' | 'canceled' | 'deactivated';
  periodEnd: string;
  /** The card's behaviour on renewal (fake provider). */
  renewal: 'pays' | 'fails';
  failedCharges: number;
  createdAt: string;
};

export type PaypalOrderRecord = {
  id: string;
  userId: number;
  goodsId: number;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  createdAt: string;
};

/** Who uploaded a file under /uploads: an avatar may only be one of its owner's uploads. */
export type UploadRecord = { name: string; userId: number; createdAt: string };

export type WebhookEventRecord = {
  id: string;
  type: string;
  created: string;
  data: Record<string, unknown>;
  processedAt: string | null;
  deliveries: number;
};

export type Database = {
  scenario: ScenarioName;
  seq: { user: number; order: number; contact: number; subscriber: number };
  users: UserRecord[];
  tokens: TokenRecord[];
  activations: LinkRecord[];
  resetCodes: ResetCodeRecord[];
  mails: Mail[];
  subscribers: SubscriberRecord[];
  contacts: ContactRecord[];
  blogs: BlogRecord[];
  softwarePackages: SoftwarePackage[];
  software: SoftwareRecord[];
  plans: PlanRecord[];
  orders: OrderRecord[];
  subscriptions: SubscriptionRecord[];
  paypalOrders: PaypalOrderRecord[];
  uploads: UploadRecord[];
  events: WebhookEventRecord[];
  patientCategories: PatientCategory[];
  exercises: Exercise[];
};
