import type { FastifyRequest } from 'fastify';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const GROUP = /^[0-9a-f]{1,4}$/;

/** An IPv4 address's two 16-bit groups (the tail of an IPv6 address written with dots); null when it is not one. */
function ipv4Groups(text: string): [number, number] | null {
  const parts = IPV4.exec(text)?.slice(1).map(Number);
  if (!parts || parts.some((p) => p > 255)) return null;
  return [(parts[0]! << 8) | parts[1]!, (parts[2]! << 8) | parts[3]!];
}

/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail expanded); null when it is not one. */
export function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const side = (half: string | undefined) => {
    if (!half) return [];
    const parts = half.split(':');
    const tail = ipv4Groups(parts.at(-1)!);
    const groups = (tail ? parts.slice(0, -1) : parts).map((p) => (GROUP.test(p) ? parseInt(p, 16) : NaN));
    return tail ? [...groups, ...tail] : groups;
  };
  const head = side(halves[0]);
  const rest = side(halves[1]);
  // A dotted tail only ends an address.
  if (halves.length === 2 && halves[0] && ipv4Groups(halves[0].split(':').at(-1)!)) return null;
  const missing = 8 - head.length - rest.length;
  if ([...head, ...rest].some(Number.isNaN) || (halves.length === 2 ? missing < 1 : missing !== 0)) return null;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest];
}

/**
 * The client an address belongs to, as every per-client limit counts it (docs/decisions/121): an
 * IPv4 address is one client; an IPv6 address is its /64, the network one subscriber's line or one
 * host is given (RFC 6177, RFC 7934: a device may take any address in it, and a new one a request).
 * An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that IPv4 client. A proxy's port or zone
 * (`[v6]:port`, `a.b.c.d:port`, `%eth0`) is dropped; anything that is no address is its own client.
 */
export function clientKey(address: string): string {
  let text = address.trim().toLowerCase();
  text = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1] ?? /^([\d.]+):\d+$/.exec(text)?.[1] ?? text;
  text = text.replace(/%.*$/, '');
  if (ipv4Groups(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The client a request comes from (its address, or with TRUST_PROXY the one the proxy forwards), as limits count it. */
export const clientOf = (request: FastifyRequest) => clientKey(request.ip);
