import { describe, expect, it } from 'vitest';
import { scenario } from '../seed/index.js';
import { type Op, createTracker, replay } from './journal.js';
import type { Database } from './schema.js';

/** Records every commit's ops while `steps` change the data, then replays them on the start. */
function journalOf(steps: Array<(d: Database) => void>) {
  const data = scenario('demo', new Date('2026-03-01T00:00:00Z'));
  const start = structuredClone(data);
  const tracker = createTracker();
  tracker.reset(data);
  const ops: Op[] = [];
  for (const step of steps) {
    step(data);
    if (data.subscribers[0]) tracker.touch('subscribers', data.subscribers[0]);
    ops.push(...(tracker.changes(data) ?? []));
  }
  return { data, start, ops };
}

const mail = (i: number) => ({
  id: `m${i}`,
  to: `u${i}@example.com`,
  kind: 'activation' as const,
  language: 'en' as const,
  subject: 's',
  text: 't',
  html: 'h',
  link: 'l',
  createdAt: '2026-03-01T00:00:00.000Z',
});

describe('the journal', () => {
  const steps: Array<(d: Database) => void> = [
    (d) =>
      d.contacts.unshift({
        id: 9001,
        userName: 'A',
        contact: 'a@example.com',
        content: 'one',
        language: 'en',
        createdAt: 'x',
      }),
    (d) => {
      d.contacts.unshift({
        id: 9002,
        userName: 'B',
        contact: 'b@example.com',
        content: 'two',
        language: 'en',
        createdAt: 'x',
      });
      d.contacts.unshift({
        id: 9003,
        userName: 'C',
        contact: 'c@example.com',
        content: 'three',
        language: 'cn',
        createdAt: 'x',
      });
      d.seq.contact = 9003;
    },
    (d) => {
      for (let i = 0; i < 505; i++) {
        d.mails.unshift(mail(i));
        d.mails.length = Math.min(d.mails.length, 500);
      }
    },
    (d) => {
      d.users[0]!.nickName = 'Renamed';
      d.blogs[0]!.readCount += 5;
      d.tokens = d.tokens.slice(1);
    },
    (d) =>
      d.subscribers.push({
        id: 77,
        name: 'N',
        email: 'n@example.com',
        status: 'pending',
        tokenHash: 'h',
        language: 'en',
        createdAt: 'x',
        confirmedAt: null,
      }),
    (d) => {
      d.subscribers[0]!.status = 'confirmed';
      d.contacts = d.contacts.slice(1);
      d.scenario = 'edge';
    },
  ];

  it('replays to exactly the state in memory, appends costing what changed', () => {
    const { data, start, ops } = journalOf(steps);
    const replayed = structuredClone(start);
    replay(replayed, ops);
    expect(replayed).toEqual(data);
    expect(ops.filter((op) => 'c' in op && op.c === 'blogs')).toHaveLength(1);
  });

  it('gives the same state when replayed over its own result', () => {
    const { data, start, ops } = journalOf(steps);
    const twice = structuredClone(start);
    replay(twice, ops);
    replay(twice, ops);
    expect(twice).toEqual(data);
  });

  it('writes nothing when nothing changed, and asks for a compaction when the data was replaced', () => {
    const data = scenario('demo');
    const tracker = createTracker();
    tracker.reset(data);
    expect(tracker.changes(data)).toEqual([]);
    expect(tracker.changes(structuredClone(data))).toBeNull();
  });
});
