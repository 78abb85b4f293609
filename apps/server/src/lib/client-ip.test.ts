import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { clientIp, limitKey, normaliseAddress } from './client-ip.ts';

describe('normaliseAddress', () => {
  it.each([
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:5123', '203.0.113.7'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('reads %j as %j', (raw, address) => expect(normaliseAddress(raw)).toBe(address));

  it.each(['', 'unknown', 'evil.example', '999.1.1.1', '1.2.3.4, 5.6.7.8', '<script>'])('refuses %j', (raw) => {
    expect(normaliseAddress(raw)).toBeUndefined();
  });
});

describe('limitKey', () => {
  it('keeps an IPv4 address, and unwraps one mapped into IPv6', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together', () => {
    const key = limitKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    expect(limitKey('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe(key);
    expect(limitKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('clientIp behind a proxy', () => {
  const seen = async (vars: Record<string, string>, headers: Record<string, string>) => {
    const env = parseEnv({ NODE_ENV: 'test', ...vars });
    const app = new Hono().get('/', (c) => c.text(clientIp(c, env)));
    return (await app.request('/', { headers })).text();
  };

  it('takes the address our proxy appended, not the forgeable left-most one', async () => {
    const xff = { TRUST_PROXY_HEADER: 'x-forwarded-for' };
    expect(await seen(xff, { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await seen(xff, { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    expect(await seen({ ...xff, TRUST_PROXY_HOPS: '2' }, { 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 10.0.0.2' })).toBe('203.0.113.7');
    // Fewer values than hops: the request passed fewer proxies, and the left-most was still written by one of ours.
    expect(await seen({ ...xff, TRUST_PROXY_HOPS: '3' }, { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' })).toBe('203.0.113.7');
  });

  it('reads a single-value header such as cf-connecting-ip', async () => {
    expect(await seen({ TRUST_PROXY_HEADER: 'CF-Connecting-IP' }, { 'cf-connecting-ip': '2001:db8::7' })).toBe('2001:db8::7');
  });

  it('ignores a value that is not an address, and the header when no proxy is configured', async () => {
    expect(await seen({ TRUST_PROXY_HEADER: 'x-forwarded-for' }, { 'x-forwarded-for': '1.1.1.1, garbage' })).toBe('unknown');
    expect(await seen({}, { 'x-forwarded-for': '203.0.113.7' })).toBe('unknown');
  });
});
