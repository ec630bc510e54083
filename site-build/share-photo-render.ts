import { sharePng } from './share-photo.js';

/**
 * Draws one share picture in a process of its own (site-build/share-photo.ts starts it with a
 * deadline and kills it past it): the photo's SVG on stdin, the PNG on stdout.
 */
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
process.stdout.write(sharePng(Buffer.concat(chunks).toString('utf8')));
