import { describe, expect, it } from 'vitest';
import { safePageLocation, safePagePath, withoutSecrets } from './page-location.ts';

describe('what analytics sees of the address', () => {
  it('drops the fragment, where an email link puts the session', () => {
    expect(safePageLocation('https://selecta.example/en/reset-password#access_token=a.b.c&refresh_token=r1&type=recovery')).toBe(
      'https://selecta.example/en/reset-password',
    );
  });

  it('keeps ordinary query parameters and removes secret-looking ones', () => {
    expect(safePageLocation('https://s.example/en/auth?login=true&token=abc&code=xyz&refresh_token=r#x')).toBe('https://s.example/en/auth?login=true');
    expect(withoutSecrets('?access_token=a&api_key=k&password=p')).toBe('');
    expect(safePagePath('/es/payment-success?session_id=cs_1&token_hash=h')).toBe('/es/payment-success?session_id=cs_1');
    expect(safePagePath('/en/dashboard')).toBe('/en/dashboard');
    expect(safePagePath('/en/dashboard#access_token=a')).toBe('/en/dashboard');
  });
});
