import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { HttpError } from '../lib/http-error.ts';

/**
 * Whether an address is a public unicast one: not loopback, private (RFC 1918), link-local (and so the cloud
 * metadata address), CGNAT, unique-local, multicast, reserved or documentation. IPv4-mapped IPv6 is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export const endpointRefused = (message: string) => new HttpError(400, 'endpoint_not_allowed', message);

/**
 * A team endpoint's URL as the server will call it: https without credentials in it, unless the operator allows
 * private endpoints (`AI_ALLOW_PRIVATE_ENDPOINTS`: a company's own http Ollama). An IP literal is judged here,
 * since the socket does not resolve it; names are judged by `guardedLookup` at every connection.
 */
export function checkEndpointUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw endpointRefused('The endpoint must be a full URL, like https://llm.example.com/v1.');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw endpointRefused('The endpoint must use https.');
  if (url.username || url.password) throw endpointRefused('Put the key in the key field, not in the URL.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && !isPublicAddress(host)) throw endpointRefused('The endpoint must be on a public address.');
  return url;
}

/**
 * A DNS lookup for the provider sockets that refuses every non-public address unless allowed. The socket connects
 * to the address this lookup answers, so a name that re-resolves to a private address later (DNS rebinding) is
 * caught at that connection too.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as { address: string; family: number }[];
      const refused = !allowPrivate && (list.length === 0 || list.some((a) => !isPublicAddress(a.address)));
      if (refused) {
        const denied = Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'ENOTPUBLIC' });
        return callback(denied, '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const [first] = list;
      return callback(null, first!.address, first!.family);
    });
  };
}

/** Resolves the endpoint's host now, for a clear 400 when it is saved (the runs check again at each connection). */
export async function checkEndpointHost(url: URL, allowPrivate: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return;
  const lookup = guardedLookup(allowPrivate);
  await new Promise<void>((resolve, reject) => {
    lookup(host, { all: true }, (error) => {
      if (!error) resolve();
      else if ((error as NodeJS.ErrnoException).code === 'ENOTPUBLIC') reject(endpointRefused('The endpoint must resolve to a public address.'));
      else reject(endpointRefused(`The endpoint's host ${host} could not be found.`));
    });
  });
}
