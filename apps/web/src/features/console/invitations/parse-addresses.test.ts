import { describe, expect, it } from 'vitest';
import { parseAddresses } from './parse-addresses.ts';

describe('parseAddresses', () => {
  it('reads pasted lines and lists separated by commas, semicolons or spaces alike', () => {
    expect(parseAddresses('ana@example.com, bo@example.com\n\n cy@example.com ;dee@example.com ed@example.com')).toEqual([
      'ana@example.com', 'bo@example.com', 'cy@example.com', 'dee@example.com', 'ed@example.com',
    ]);
  });

  it("takes a CSV's email column by its header, quoted or not, keeping a bad cell for the server to report", () => {
    expect(parseAddresses('\uFEFFName,Email\r\nAna Ruiz,"ana@example.com"\r\nBo,not-an-address\r\n')).toEqual(['ana@example.com', 'not-an-address']);
    expect(parseAddresses('nombre;correo\nAna;ana@example.com')).toEqual(['ana@example.com']);
  });

  it('keeps a first line that holds an address, and skips a header it cannot place', () => {
    expect(parseAddresses('ana@example.com\nbo@example.com')).toEqual(['ana@example.com', 'bo@example.com']);
    expect(parseAddresses('people\nana@example.com')).toEqual(['ana@example.com']);
  });
});
