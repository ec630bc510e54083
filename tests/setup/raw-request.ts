import { request } from 'node:http';

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => any;
};

/**
 * One HTTP call with full control over what fetch hides: the Host header, the client's source
 * address (127.0.0.2 is a second loopback address), any Origin or content type.
 */
export function rawRequest(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  },
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        // Sent exactly as given (encoded, backslashes, dot segments, absolute form): no URL parser between.
        path: options.path,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
