import { startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { describe, expect, it } from 'vitest';
import { checkEndpointHost, checkEndpointUrl, guardedLookup, isPublicAddress } from './endpoint-guard.ts';
import { createProviderFetch } from './provider-fetch.ts';

describe('team endpoint guard', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', 'ff02::1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts the public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['http://api.example.com/v1', 'https'],
    ['https://127.0.0.1/v1', 'public'],
    ['https://10.0.0.8:8000/v1', 'public'],
    ['https://[::1]/v1', 'public'],
    ['https://[::ffff:7f00:1]/v1', 'public'],
    ['https://169.254.169.254/latest', 'public'],
    ['https://user:pass@api.example.com/v1', 'key field'],
    ['not a url', 'full URL'],
  ])('refuses the URL %s', (url, says) => {
    expect(() => checkEndpointUrl(url, false)).toThrow(says);
  });

  it('lets the operator allow http and private addresses', () => {
    expect(checkEndpointUrl('http://10.0.0.8:11434/v1', true).hostname).toBe('10.0.0.8');
  });

  it('refuses names that resolve to private addresses (localhost), when saved and at every connection', async () => {
    await expect(checkEndpointHost(new URL('https://localhost/v1'), false)).rejects.toMatchObject({ status: 400, code: 'endpoint_not_allowed' });
    await expect(checkEndpointHost(new URL('https://localhost/v1'), true)).resolves.toBeUndefined();
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(false)('localhost', {}, (e) => resolve(e)));
    expect(error?.code).toBe('ENOTPUBLIC');
  });

  it('never connects a guarded provider fetch to a private address, whatever the name resolved to before', async () => {
    const double = await startOpenAiDouble();
    try {
      const url = `${double.url.replace('127.0.0.1', 'localhost')}/v1/chat/completions`;
      const guarded = createProviderFetch({ lookup: guardedLookup(false) });
      await expect(guarded(url, { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
      expect(double.requests).toHaveLength(0);
      const allowed = createProviderFetch({ lookup: guardedLookup(true) });
      expect((await allowed(url, { method: 'POST', body: '{"stream":true}' })).status).toBe(200);
    } finally {
      await double.close();
    }
  });
});
