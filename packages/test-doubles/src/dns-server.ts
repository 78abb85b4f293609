import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface DnsDouble {
  /** `127.0.0.1:<port>`, the value for DNS_RESOLVER. */
  address: string;
  /** Publishes (or with no values, removes) the TXT records of a name. */
  setTxt(name: string, values: string[]): void;
  /** How many questions it answered, by name: a test can see that a lookup really happened. */
  asked(name: string): number;
  close(): Promise<void>;
}

const typeTxt = 16;

/** The question's name (labels, no compression in questions) and where the question ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } | undefined {
  const labels: string[] = [];
  let at = 12;
  while (at < query.length) {
    const length = query[at]!;
    if (length === 0) break;
    if (length > 63 || at + 1 + length > query.length) return undefined;
    labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  if (at + 5 > query.length) return undefined;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

/** One TXT answer: a pointer to the question's name, then the value in character strings of at most 255 bytes. */
function txtRecord(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length || chunks.length === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255);
    chunks.push(Buffer.concat([Buffer.from([chunk.length]), chunk]));
  }
  const data = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0);
  head.writeUInt16BE(typeTxt, 2);
  head.writeUInt16BE(1, 4);
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

/**
 * A tiny authoritative DNS server on UDP 127.0.0.1 for the tests (RFC 1035 wire format): it answers TXT questions
 * from what the test published, NXDOMAIN for names it has nothing for, and an empty answer for other types.
 */
export async function startDnsServer(): Promise<DnsDouble> {
  const records = new Map<string, string[]>();
  const counts = new Map<string, number>();
  const socket = createSocket('udp4');
  socket.on('message', (query: Buffer, peer: RemoteInfo) => {
    const question = readQuestion(query);
    if (query.length < 12 || !question) return;
    counts.set(question.name, (counts.get(question.name) ?? 0) + 1);
    const values = records.get(question.name);
    const answers = values && question.type === typeTxt ? values.map(txtRecord) : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    const recursionDesired = query[2]! & 0x01;
    header[2] = 0x84 | recursionDesired; // a response, authoritative
    header[3] = 0x80 | (values ? 0 : 3); // recursion available; NXDOMAIN when the name is unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, question.end), ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setTxt(name, values) {
      if (values.length) records.set(name.toLowerCase(), values);
      else records.delete(name.toLowerCase());
    },
    asked: (name) => counts.get(name.toLowerCase()) ?? 0,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
