import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactBodySchema } from './forms.js';
import { QUOTE_LIMITS } from './quote-fields.js';
import { QUOTE_SUBJECT, QuoteRequestSchema, quoteMessage } from './quote-request.js';

const valid = {
  institution: 'Shanghai University of Sport',
  kind: 'university',
  country: 'China',
  city: 'Shanghai',
  department: 'School of Kinesiology, Functional Anatomy (year 2)',
  seats: '120',
  start: '2027-03-01',
  payment: 'transfer',
  invoice: 'named',
  name: 'Wang Wei',
  email: 'wang.wei@example.edu.cn',
  phone: '',
  notes: '',
};
/** The first problem of each field, as the site's forms show it (web/src/lib/form.ts). */
const errors = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (QuoteRequestSchema.safeParse(values).error?.issues ?? [])
      .map((i) => [i.path.join('.'), i.message] as const)
      .reverse(),
  );

afterEach(() => vi.useRealTimers());

describe("an institution's quote request (docs/decisions/182)", () => {
  it('names every missing field with its own message', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T09:00:00') });
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    expect(errors(empty)).toEqual({
      institution: 'quote.errors.institutionRequired',
      kind: 'quote.errors.kindRequired',
      country: 'quote.errors.countryRequired',
      city: 'quote.errors.cityRequired',
      department: 'quote.errors.departmentRequired',
      seats: 'quote.errors.seatsRequired',
      start: 'quote.errors.startRequired',
      payment: 'quote.errors.paymentRequired',
      invoice: 'quote.errors.invoiceRequired',
      name: 'quote.errors.nameRequired',
      email: 'validation.contactEmailRequired',
    });
  });

  it('refuses what makes no sense: no seats, a start in the past or years away, a phone of letters', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T09:00:00') });
    expect(errors({ ...valid, seats: '0' })).toEqual({ seats: 'quote.errors.seatsRange' });
    expect(errors({ ...valid, seats: '12.5' })).toEqual({ seats: 'quote.errors.seatsRequired' });
    expect(errors({ ...valid, start: '2026-11-30' })).toEqual({ start: 'quote.errors.startRange' });
    expect(errors({ ...valid, start: '2030-01-01' })).toEqual({ start: 'quote.errors.startRange' });
    expect(errors({ ...valid, start: '2027-02-30' })).toEqual({ start: 'quote.errors.startRange' });
    expect(errors({ ...valid, phone: 'call me' })).toEqual({ phone: 'quote.errors.phoneInvalid' });
    expect(errors({ ...valid, kind: 'embassy' })).toEqual({ kind: 'quote.errors.kindRequired' });
    expect(errors({ ...valid, invoice: 'fapiao' })).toEqual({ invoice: 'quote.errors.invoiceRequired' });
    expect(errors({ ...valid, name: 'Wang\u202eWei' })).toEqual({ name: 'validation.controlCharacters' });
    expect(errors({ ...valid, start: '2026-12-01', phone: '+86 21 5555 0100' })).toEqual({});
  });

  it('becomes a contact message the inbox reads at a glance, within the contact call’s limits', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T09:00:00') });
    const body = quoteMessage(QuoteRequestSchema.parse({ ...valid, phone: '+86 21 5555 0100' }), 'cn');
    expect(body.userName).toBe('Wang Wei');
    expect(body.contact).toBe('wang.wei@example.edu.cn');
    const [subject, gist] = body.content.split('\n');
    expect(subject).toBe(QUOTE_SUBJECT);
    expect(gist).toBe('Shanghai University of Sport · University / 高校 · 120 seats / 人 · from / 起 2027-03-01');
    expect(body.content).toContain('Payment / 付款方式: Bank transfer under a contract / 签约后对公转账');
    expect(body.content).toContain('Contact / 联系人: Wang Wei, wang.wei@example.edu.cn, +86 21 5555 0100');
    expect(ContactBodySchema.safeParse(body).success).toBe(true);

    const longest = quoteMessage(
      QuoteRequestSchema.parse({
        ...valid,
        institution: 'I'.repeat(QUOTE_LIMITS.field),
        department: 'D'.repeat(QUOTE_LIMITS.field),
        country: 'C'.repeat(QUOTE_LIMITS.place),
        city: 'C'.repeat(QUOTE_LIMITS.place),
        seats: String(QUOTE_LIMITS.seats),
        name: 'N'.repeat(QUOTE_LIMITS.person),
        email: `${'e'.repeat(60)}@${'d'.repeat(60)}.example.com`,
        phone: '+'.padEnd(QUOTE_LIMITS.phone, '1'),
        notes: 'n'.repeat(QUOTE_LIMITS.notes),
        kind: 'clinic',
        invoice: 'named',
      }),
      'en',
    );
    expect(ContactBodySchema.safeParse(longest).success, `${longest.content.length} characters`).toBe(true);
  });
});
