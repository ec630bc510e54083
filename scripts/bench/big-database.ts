import { writeFile } from 'node:fs/promises';
import { scenario } from '#fixtures/index.js';
import type { Database } from '#fixtures/schema.js';

/**
 * The demo database with `messages` contact messages (and a window of mail) added directly, as
 * weeks of use would leave it: built in memory and written as the server's own file, never
 * posted one by one.
 */
export function bigDatabase(messages: number): Database {
  const data = scenario('demo');
  const at = Date.parse('2026-01-01T00:00:00Z');
  const start = data.seq.contact;
  for (let i = messages; i >= 1; i--) {
    data.contacts.push({
      id: start + i,
      userName: `Visitor ${i}`,
      contact: `visitor${i}@example.com`,
      content: `Message ${i}: we would like a quote for 40 student licences for our kinesiology course next term.`,
      language: i % 3 === 0 ? 'cn' : 'en',
      createdAt: new Date(at + i * 60_000).toISOString(),
    });
  }
  data.seq.contact = start + messages;
  return data;
}

export const writeBigDatabase = (file: string, messages: number) =>
  writeFile(file, JSON.stringify(bigDatabase(messages)));
