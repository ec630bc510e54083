import { afterEach, describe, expect, it, vi } from 'vitest';
import company from '../../../proof.json';
import { proofFor, proofFrom } from './proof';

const bi = (en: string, cn: string) => ({ en, cn });
const FILE = {
  testimonials: [
    {
      consent: true,
      name: bi('Dr Ada Lin', '林博士'),
      role: bi('Lecturer', '讲师'),
      institution: bi('Example University', '示例大学'),
      place: bi('Shanghai, China', '上海'),
      quote: bi('Clear.', '清楚。'),
    },
    {
      consent: false,
      name: bi('Ben Wu', '吴斌'),
      role: bi('Physiotherapist', '康复治疗师'),
      institution: bi('Example Clinic', '示例诊所'),
      place: bi('Beijing, China', '北京'),
      quote: bi('Useful.', '好用。'),
    },
    { consent: true, role: bi('No name', '无名'), place: bi('x', 'x'), quote: bi('Broken.', '残缺。') },
  ],
  institutions: [
    { consent: true, name: bi('Example University', '示例大学'), logo: 'sample-institution.svg' },
    { consent: false, name: bi('Not agreed', '未同意'), logo: null },
  ],
};

afterEach(() => vi.unstubAllEnvs());

describe('proof the company can stand behind (docs/decisions/184)', () => {
  it('names a person and their institution only with consent; otherwise role and place alone', () => {
    const proof = proofFrom(FILE, 'cn', false);
    expect(proof.testimonials).toEqual([
      { quote: '清楚。', name: '林博士', role: '讲师', institution: '示例大学', place: '上海' },
      { quote: '好用。', name: null, role: '康复治疗师', institution: null, place: '北京' },
    ]);
  });

  it('shows an institution only with its consent, its logo from the slot (never the demo placeholder)', () => {
    const { institutions } = proofFrom(FILE, 'en', false);
    expect(institutions.map((i) => i.name)).toEqual(['Example University']);
    expect(institutions[0]!.logo).toBeNull();
    expect(proofFrom(FILE, 'en', false, (file) => `/logos/${file}`).institutions[0]!.logo).toBe(
      '/logos/sample-institution.svg',
    );
  });

  it('a build for the real API shows the company file alone: empty, nothing invented', () => {
    expect(company.testimonials).toEqual([]);
    vi.stubEnv('VITE_FAKE_API', '');
    expect(proofFor('en')).toEqual({ testimonials: [], institutions: [], sample: false });
  });

  it('a demo build shows the samples while the company file is empty, marked as samples', () => {
    vi.stubEnv('VITE_FAKE_API', '1');
    const proof = proofFor('cn');
    expect(proof.sample).toBe(true);
    expect(proof.testimonials.length).toBeGreaterThan(0);
    expect(proof.testimonials.some((t) => t.name === null)).toBe(true);
  });
});
