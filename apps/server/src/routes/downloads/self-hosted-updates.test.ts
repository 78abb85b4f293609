import { createHash, createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { chromeExtensionId } from '../../releases/chrome-signing-key.ts';

// The self-hosted force-install (decision 048): update manifests and packages served from EXTENSION_PACKAGES_DIR.
// Chromium itself installs and updates from them in e2e/extension/force-install.spec.ts.
const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const id = chromeExtensionId(createPublicKey(pem));
let dir: string;
let t: TestApp;

const zipWith = (manifest: object) => Buffer.from(zipSync({ 'manifest.json': strToU8(JSON.stringify(manifest)), 'background.js': strToU8('// code') }));
let chromeZip: Buffer;
const writePackages = async (version: string) => {
  chromeZip = zipWith({ manifest_version: 3, name: 'Selecta', version });
  await writeFile(path.join(dir, 'selecta-chrome.zip'), chromeZip);
  await writeFile(path.join(dir, 'selecta-firefox.zip'), zipWith({ manifest_version: 3, name: 'Selecta', version, browser_specific_settings: { gecko: { id: 'selecta@selecta.app' } } }));
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'selecta-self-hosted-'));
  await writePackages('1.4.0');
  t = await createTestApp({ EXTENSION_PACKAGES_DIR: dir, EXTENSION_SIGNING_KEY: pem, PUBLIC_URL: 'https://selecta.acme.example' });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Reads protobuf length-delimited fields (all CRX3's header holds) into field number → values. */
function protobufFields(bytes: Buffer): Map<number, Buffer[]> {
  const fields = new Map<number, Buffer[]>();
  let at = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const tag = varint();
    expect(tag & 7, 'only length-delimited fields').toBe(2);
    const length = varint();
    fields.set(tag >>> 3, [...(fields.get(tag >>> 3) ?? []), bytes.subarray(at, at + length)]);
    at += length;
  }
  return fields;
}

describe('Chromium: /downloads/chrome/updates.xml and the CRX it names', () => {
  it('names the extension by the id the signing key fixes, its current version and the versioned package', async () => {
    const res = await t.app.request('/downloads/chrome/updates.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(
      [
        "<?xml version='1.0' encoding='UTF-8'?>",
        "<gupdate xmlns='http://www.google.com/update2/response' protocol='2.0'>",
        `  <app appid='${id}'>`,
        "    <updatecheck codebase='https://selecta.acme.example/downloads/chrome/selecta-1.4.0.crx' version='1.4.0' />",
        '  </app>',
        '</gupdate>',
        '',
      ].join('\n'),
    );
  });

  it('serves a CRX3 whose header proves the zip with the key: Cr24, version 3, the public key, the id, a valid signature', async () => {
    const res = await t.app.request('/downloads/chrome/selecta-1.4.0.crx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-chrome-extension');
    const crx = Buffer.from(await res.arrayBuffer());
    expect(crx.subarray(0, 4).toString()).toBe('Cr24');
    expect(crx.readUInt32LE(4)).toBe(3);
    const headerSize = crx.readUInt32LE(8);
    const header = protobufFields(crx.subarray(12, 12 + headerSize));
    const archive = crx.subarray(12 + headerSize);
    expect(archive.equals(chromeZip)).toBe(true);

    const [proof] = header.get(2)!; // sha256_with_rsa
    const signedData = header.get(10000)![0]!; // signed_header_data: SignedData { crx_id }
    const { 1: [publicKey] = [], 2: [signature] = [] } = Object.fromEntries(protobufFields(proof!));
    const crxId = protobufFields(signedData).get(1)![0]!;
    expect(createHash('sha256').update(publicKey!).digest().subarray(0, 16).equals(crxId)).toBe(true);
    expect(chromeExtensionId(createPublicKey({ key: publicKey!, format: 'der', type: 'spki' }))).toBe(id);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(signedData.length);
    const verify = createVerify('sha256').update('CRX3 SignedData\x00').update(size).update(signedData).update(archive);
    expect(verify.verify({ key: publicKey!, format: 'der', type: 'spki' }, signature!)).toBe(true);
  });

  it('serves only the current version: another one is a 404, never an old package under a new name', async () => {
    for (const file of ['selecta-1.3.0.crx', 'selecta-1.4.0.zip', 'selecta-.crx', '..%2Fselecta-1.4.0.crx']) {
      expect((await t.app.request(`/downloads/chrome/${file}`)).status, file).toBe(404);
    }
  });
});

describe('Firefox: /downloads/firefox/updates.json and the add-on it names', () => {
  it('gives the gecko id, the current version, the package and its SHA-256 (required for a package over plain http)', async () => {
    const res = await t.app.request('/downloads/firefox/updates.json');
    expect(res.status).toBe(200);
    const xpi = Buffer.from(await (await t.app.request('/downloads/firefox/selecta-1.4.0.xpi')).arrayBuffer());
    expect(await res.json()).toEqual({
      addons: {
        'selecta@selecta.app': {
          updates: [{ version: '1.4.0', update_link: 'https://selecta.acme.example/downloads/firefox/selecta-1.4.0.xpi', update_hash: `sha256:${createHash('sha256').update(xpi).digest('hex')}` }],
        },
      },
    });
  });
});

describe('a new build', () => {
  it('is offered at once: the manifests name the new version, and the console its policy lines', async () => {
    await writePackages('1.5.0');
    expect(await (await t.app.request('/downloads/chrome/updates.xml')).text()).toContain("version='1.5.0'");
    expect((await t.app.request('/downloads/chrome/selecta-1.5.0.crx')).status).toBe(200);
    expect((await t.app.request('/downloads/chrome/selecta-1.4.0.crx')).status).toBe(404);
    // A policy's install_url names the latest package, whatever its version.
    const latest = await t.app.request('/downloads/firefox/selecta.xpi');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await latest.arrayBuffer()).equals(Buffer.from(await (await t.app.request('/downloads/firefox/selecta-1.5.0.xpi')).arrayBuffer()))).toBe(true);
    const distribution = await (await t.app.request('/api/extension/distribution')).json();
    expect(distribution).toMatchObject({
      serverUrl: 'https://selecta.acme.example',
      chrome: { id, version: '1.5.0', updateUrl: 'https://selecta.acme.example/downloads/chrome/updates.xml' },
      firefox: { id: 'selecta@selecta.app', version: '1.5.0', updateUrl: 'https://selecta.acme.example/downloads/firefox/updates.json', installUrl: 'https://selecta.acme.example/downloads/firefox/selecta.xpi' },
    });
  });

  it('without packages, the manifests say the extension is not built and the console has nothing to offer', async () => {
    const empty = await createTestApp({ EXTENSION_PACKAGES_DIR: path.join(dir, 'none') });
    try {
      expect(await (await empty.app.request('/downloads/chrome/updates.xml')).json()).toMatchObject({ code: 'extension_not_built' });
      expect(await (await empty.app.request('/downloads/firefox/updates.json')).json()).toMatchObject({ code: 'extension_not_built' });
      expect(await (await empty.app.request('/api/extension/distribution')).json()).toMatchObject({ chrome: null, firefox: null });
    } finally {
      await empty.close();
    }
  });
});
