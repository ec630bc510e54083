import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scenario } from '../seed/index.js';
import { createClock } from '../services/clock.js';
import { createMailer } from '../services/mailer.js';
import { type Store, journalOf, openFileStore, readDatabaseFiles } from './store.js';

let dir = '';
let file = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-'));
  file = join(dir, 'db.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const open = async () => (await openFileStore(file, () => scenario('empty'))).store;

async function addContact(store: Store, content: string) {
  store.data.seq.contact += 1;
  store.data.contacts.unshift({
    id: store.data.seq.contact,
    userName: 'A',
    contact: 'a@example.com',
    content,
    language: 'en',
    createdAt: '2026-03-01T00:00:00.000Z',
  });
  await store.write();
}

/**
 * Runs a step that compacts (the snapshot is renamed into place, then the journal truncated) and
 * puts the journal back as it was before: the files a `kill -9` between the two leaves behind.
 */
async function crashBeforeTruncation(compacting: () => Promise<void>) {
  await copyFile(journalOf(file), join(dir, 'journal-before'));
  await compacting();
  await copyFile(join(dir, 'journal-before'), journalOf(file));
}

describe('a crash between a compaction and the truncation of its journal', () => {
  it('after a scenario replaced the data, the journal of the old data is not replayed into the new', async () => {
    const store = await open();
    for (const content of ['old 1', 'old 2']) await addContact(store, content);
    store.data.users.push({ ...store.data.users[0]!, id: 99, email: 'old.user@example.com' });
    await store.write();
    await crashBeforeTruncation(async () => {
      store.data = scenario('demo');
      await store.write();
    });
    const read = (await readDatabaseFiles(file))!;
    expect(read).toEqual(store.data);
    expect(read.contacts.map((c) => c.content)).not.toContain('old 1');
    expect(read.users.map((u) => u.email)).not.toContain('old.user@example.com');
  });

  it('an outbox that went past its window of 500 within one journal keeps its newest mails, newest first', async () => {
    const store = await open();
    const mailer = createMailer(store, createClock());
    for (let i = 0; i < 700; i++) {
      mailer.send('reset', `u${i}@example.com`, 'en', 'U', { code: String(i) });
      await store.write();
    }
    await crashBeforeTruncation(() => store.close());
    const read = (await readDatabaseFiles(file))!;
    expect(read.mails.map((m) => m.code)).toEqual(store.data.mails.map((m) => m.code));
    expect(read.mails[0]!.code).toBe('699');
  });

  it('a restart on those files writes on, and a second restart reads exactly what was in memory', async () => {
    let store = await open();
    await addContact(store, 'before');
    await crashBeforeTruncation(() => store.close());
    store = await open();
    await addContact(store, 'after');
    const expected = structuredClone(store.data);
    const again = await open();
    expect(again.data).toEqual(expected);
    expect(again.data.contacts.map((c) => c.content)).toEqual(['after', 'before']);
  });
});

describe('files written before the snapshot named its journal', () => {
  it('a journal without a header beside a snapshot without a name is still replayed', async () => {
    const data = scenario('empty');
    await writeFile(file, JSON.stringify(data));
    const contact = {
      id: 1,
      userName: 'A',
      contact: 'a@example.com',
      content: 'kept',
      language: 'en',
      createdAt: '2026-03-01T00:00:00.000Z',
    };
    await writeFile(
      journalOf(file),
      `${JSON.stringify({ c: 'contacts', front: contact })}\n${JSON.stringify({ set: 'seq', v: { ...data.seq, contact: 1 } })}\n`,
    );
    expect((await readDatabaseFiles(file))!.contacts).toEqual([contact]);
    const store = await open();
    expect(store.data.contacts).toEqual([contact]);
    expect(store.data.seq.contact).toBe(1);
    // The start-up compaction folded it in: the snapshot holds it, the journal holds none of it.
    expect((JSON.parse(await readFile(file, 'utf8')) as { contacts: unknown[] }).contacts).toEqual([contact]);
    expect(await readFile(journalOf(file), 'utf8')).not.toContain('kept');
  });
});
