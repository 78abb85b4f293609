import type * as client from 'openid-client';
import { isIP } from 'node:net';
import { guardedLookup, isPublicAddress } from '../../outbound/endpoint-guard.ts';
import { createProviderFetch } from '../../outbound/provider-fetch.ts';

const fetches = new Map<boolean, client.CustomFetch>();

/**
 * The fetch openid-client uses for a team's IdP (discovery, JWKS, token and userinfo, wherever discovery says they
 * are): every connection resolves its host's name through the endpoint guard and connects to the very address it
 * judged, so a name that points at a private address after the issuer was checked (DNS rebinding) is refused at the
 * socket, as is a private address written out, unless the operator allows private issuers. Operator-configured providers (Google, Microsoft, the server-wide OIDC one) keep plain `fetch`.
 */
export function issuerFetch(allowPrivate: boolean): client.CustomFetch {
  let guarded = fetches.get(allowPrivate);
  if (!guarded) {
    const send = createProviderFetch({ lookup: guardedLookup(allowPrivate), span: 'sso.idp' });
    guarded = async (url, { body, headers, method, signal }) => {
      // The socket skips the lookup for an address written out, such as an endpoint discovery named by IP.
      const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
      if (!allowPrivate && isIP(host) && !isPublicAddress(host)) throw Object.assign(new Error(`${host} is not a public address`), { code: 'ENOTPUBLIC' });
      return send(url, { method, headers, signal, body: formBody(body) });
    };
    fetches.set(allowPrivate, guarded);
  }
  return guarded;
}

/** openid-client posts forms as URLSearchParams; the guarded client sends strings and bytes. */
function formBody(body: client.CustomFetchOptions['body']): string | Uint8Array | undefined {
  if (body == null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('A team identity provider request with a streamed body is not supported.');
}
