import { z } from './zod.js';
import { email, plainName, plainText } from './fields.js';
import {
  INSTITUTION_KINDS,
  INVOICE_KINDS,
  PAYMENT_WAYS,
  QUOTE_LIMITS,
  type InstitutionKind,
  type InvoiceKind,
  type PaymentWay,
} from './quote-fields.js';

/*
 * An institution's quote request (docs/decisions/182): the form universities, clinics and teams
 * fill in, checked with this schema in the browser, and sent through the contact call the real
 * backend already has (`POST /api/common/propose/create`: userName, contact, content) as one
 * message the company's inbox reads at a glance. No new endpoint: the backend stores a message.
 * The field messages are keys of the quote page's texts (quote.errors.*), or the contract's own.
 */

const L = QUOTE_LIMITS;

const e = (key: string) => ({ error: `quote.errors.${key}` });
const text = (key: string, max: number = L.field) =>
  plainName(z.string(e(key)).trim().min(1, e(key)).max(max, e('tooLong')));
const choice = <T extends readonly [string, ...string[]]>(values: T, key: string) => z.enum(values, e(key));

/** A calendar date, YYYY-MM-DD, from today (the reader's day) to a few years ahead. */
const startDate = z
  .string(e('startRequired'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, e('startRequired'))
  .refine((value) => {
    const date = new Date(`${value}T12:00:00`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    const latest = new Date(today);
    latest.setFullYear(today.getFullYear() + L.startYears);
    return date >= today && date <= latest;
  }, e('startRange'));

export const QuoteRequestSchema = z.object({
  institution: text('institutionRequired'),
  kind: choice(INSTITUTION_KINDS, 'kindRequired'),
  country: text('countryRequired', L.place),
  city: text('cityRequired', L.place),
  department: text('departmentRequired'),
  seats: z
    .string(e('seatsRequired'))
    .trim()
    .regex(/^\d+$/, e('seatsRequired'))
    .refine((value) => Number(value) >= 1 && Number(value) <= L.seats, e('seatsRange')),
  start: startDate,
  payment: choice(PAYMENT_WAYS, 'paymentRequired'),
  invoice: choice(INVOICE_KINDS, 'invoiceRequired'),
  name: text('nameRequired', L.person),
  email: email('contactEmailRequired', 'emailInvalid'),
  phone: z
    .string()
    .trim()
    .max(L.phone, e('phoneInvalid'))
    .regex(/^(|\+?[\d\s().-]{6,})$/, e('phoneInvalid')),
  notes: plainText(z.string().trim().max(L.notes, e('notesTooLong'))),
});

export type QuoteRequest = z.input<typeof QuoteRequestSchema>;

/** The words of the message, in both languages: the company's inbox is read by either. */
const KIND_WORDS: Record<InstitutionKind, string> = {
  university: 'University / 高校',
  clinic: 'Hospital or clinic / 医院或诊所',
  team: 'Sports team or club / 运动队或俱乐部',
  other: 'Other institution / 其他机构',
};
const PAYMENT_WORDS: Record<PaymentWay, string> = {
  transfer: 'Bank transfer under a contract / 签约后对公转账',
  card: 'Card on the hosted checkout / 在线支付页面刷卡',
  undecided: 'Not decided / 尚未确定',
};
const INVOICE_WORDS: Record<InvoiceKind, string> = {
  named: "Invoice in the institution's name / 抬头为单位名称的电子账单",
  vat: 'Invoice with a VAT number / 注明 VAT 税号的电子账单',
  receipt: 'Payment receipt / 付款收据',
};

/** The labels of the message, English and Chinese together. */
const LABELS = {
  institution: 'Institution / 机构',
  kind: 'Kind / 类型',
  place: 'Country, city / 国家、城市',
  department: 'Department or course / 院系或课程',
  seats: 'Seats / 使用人数',
  start: 'Start / 开始日期',
  payment: 'Payment / 付款方式',
  invoice: 'Invoice / 票据',
  contact: 'Contact / 联系人',
  language: 'Language of the page / 页面语言',
  notes: 'Notes / 备注',
  seatsUnit: 'seats / 人',
  from: 'from / 起',
};
const LANGUAGE_NAMES = { en: 'English', cn: '中文' } as const;

/** The marker that starts every quote request, so the inbox can filter them. */
export const QUOTE_SUBJECT = 'QUOTE REQUEST / 机构报价申请';

/**
 * The contact call's body for a checked request: the contact person as `userName`, their e-mail as
 * `contact`, and the request as `content`, its first two lines the gist (who, what kind, how many,
 * from when), then one labelled line per field. Within the contact message's limit at the fields'
 * limits (quote-request.test.ts).
 */
export function quoteMessage(
  request: z.output<typeof QuoteRequestSchema>,
  language: 'en' | 'cn',
): { userName: string; contact: string; content: string } {
  const r = request;
  const line = (label: keyof typeof LABELS, value: string) => `${LABELS[label]}: ${value}`;
  const lines = [
    QUOTE_SUBJECT,
    [r.institution, KIND_WORDS[r.kind], `${r.seats} ${LABELS.seatsUnit}`, `${LABELS.from} ${r.start}`].join(' · '),
    '',
    line('institution', r.institution),
    line('kind', KIND_WORDS[r.kind]),
    line('place', `${r.country}, ${r.city}`),
    line('department', r.department),
    line('seats', r.seats),
    line('start', r.start),
    line('payment', PAYMENT_WORDS[r.payment]),
    line('invoice', INVOICE_WORDS[r.invoice]),
    line('contact', [r.name, r.email, r.phone].filter(Boolean).join(', ')),
    line('language', LANGUAGE_NAMES[language]),
    ...(r.notes ? ['', `${LABELS.notes}:`, r.notes] : []),
  ];
  return { userName: r.name, contact: r.email, content: lines.join('\n') };
}
