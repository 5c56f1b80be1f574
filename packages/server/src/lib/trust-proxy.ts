import type { AppConfig } from '../config';

type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * Fastify's trustProxy for our TRUST_PROXY. A hop count becomes a function trusting that many
 * hops from the socket inwards, so the client address is the entry the outermost trusted proxy
 * appended. (Fastify's own `true` trusts every hop and so takes the left-most entry, which the
 * client writes itself; its plain number form ignores the header altogether.) Counting hops
 * cannot tell a proxy from a client that connects directly, so it suits a server reachable only
 * through its proxies; otherwise list the proxies' addresses.
 */
export function trustProxyOption(value: AppConfig['trustProxy']): TrustProxy {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
