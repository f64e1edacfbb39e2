import { describe, expect, it } from 'vitest';
import { apiOrigin, cspDirectives, headerPolicy } from './content-security-policy';

const NO_HASHES = { scripts: [], styles: [] };

describe('the policy and the API origin', () => {
  it('allows only the same origin when VITE_API_BASE_URL is unset or a path', () => {
    expect(apiOrigin(undefined)).toBeNull();
    expect(apiOrigin('')).toBeNull();
    expect(apiOrigin('/backend')).toBeNull();
    expect(cspDirectives(NO_HASHES)).toContain("connect-src 'self';");
  });

  it('adds the origin a cross-origin VITE_API_BASE_URL names (not its path)', () => {
    expect(apiOrigin('https://api.example.com/v1/')).toBe('https://api.example.com');
    expect(apiOrigin('http://localhost:8000')).toBe('http://localhost:8000');
    expect(cspDirectives(NO_HASHES, apiOrigin('https://api.example.com/v1'))).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });

  it('lets photos and signatures come from the API’s origin too (its media URLs)', () => {
    expect(cspDirectives(NO_HASHES)).toContain("img-src 'self' data: blob:;");
    expect(cspDirectives(NO_HASHES, apiOrigin('https://api.example.com/'))).toContain(
      "img-src 'self' data: blob: https://api.example.com;",
    );
  });

  it('fails the build on a base URL the policy could not allow', () => {
    expect(() => apiOrigin('api.example.com')).toThrow(/not a URL/);
    expect(() => apiOrigin('ftp://api.example.com')).toThrow(/http\(s\)/);
  });

  it("gives a host the header form: the meta tag's policy and frame-ancestors", () => {
    const policy = cspDirectives(NO_HASHES);
    const html = `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`;
    expect(headerPolicy(html)).toBe(`${policy}; frame-ancestors 'none'`);
    expect(() => headerPolicy('<head></head>')).toThrow(/no Content-Security-Policy/);
  });
});
