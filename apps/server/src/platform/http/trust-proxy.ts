// TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify 5 trusts no hop for a
// bare number (it cannot check who the nearest peer is), while `n` proxies in front that each
// append the address they saw mean the n right-most X-Forwarded-For entries are theirs to vouch
// for; anything further left was written by the client and is never used.
export type TrustProxySetting = false | number | string[];

export function fastifyTrustProxy(setting: TrustProxySetting): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}
