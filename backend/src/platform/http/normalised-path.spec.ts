import type { IncomingMessage, ServerResponse } from 'node:http';
import { canonicalPath, canonicalUrl, normalisePath, normalisedPath, requestPath } from './normalised-path.js';

describe('canonicalPath', () => {
  it.each([
    ['/api/chat', '/api/chat'],
    ['/api/chat/', '/api/chat'],
    ['/api/chat///', '/api/chat'],
    ['/api//chat', '/api/chat'],
    ['//api///auth//email/login', '/api/auth/email/login'],
    ['/', '/'],
    ['//', '/'],
    // unreserved characters are the same decoded (RFC 3986 §6.2.2.2), in either hex case
    ['/api/%63hat', '/api/chat'],
    ['/api/%43%48%41%54', '/api/CHAT'],
    ['/api/a%2db%5Fc%2ed%7e', '/api/a-b_c.d~'],
    // everything else stays escaped, hex upper-cased: no new segment, no second decoding
    ['/api/items/a%2fb', '/api/items/a%2Fb'],
    ['/api/items/%252F', '/api/items/%252F'],
    ['/api/items/%2F%2F', '/api/items/%2F%2F'],
    ['/api/items/caf%c3%a9', '/api/items/caf%C3%A9'],
    ['/api/items/%00', '/api/items/%00'],
    // a malformed escape is left for the router to refuse, never thrown on
    ['/api/items/%E0%A4%A', '/api/items/%E0%A4%A'],
    ['/api/items/%zz%', '/api/items/%zz%'],
    // case and dot segments are kept
    ['/api/Recipes/ABC', '/api/Recipes/ABC'],
    ['/api/x/../chat', '/api/x/../chat'],
  ])('%s is %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
    // canonical once is canonical for good
    expect(canonicalPath(canonical)).toBe(canonical);
  });
});

describe('normalisedPath', () => {
  it('is the canonical path in ASCII lower case', () => {
    expect(normalisedPath('/API/Auth/Email/LogIn/')).toBe('/api/auth/email/login');
    expect(normalisedPath('/api/%43hat')).toBe('/api/chat');
    // only ASCII letters fold: the Kelvin sign is not a k
    expect(normalisedPath('/api/\u212Aey')).toBe('/api/\u212Aey');
    // one key for either hex case of an escape
    expect(normalisedPath('/api/items/a%2fB')).toBe(normalisedPath('/api/items/A%2Fb'));
  });
});

describe('canonicalUrl', () => {
  it('canonicalises the path and leaves the query as sent', () => {
    expect(canonicalUrl('/api//food-items/?q=A%20B&x=%2F')).toBe('/api/food-items?q=A%20B&x=%2F');
    expect(canonicalUrl('/api/chat?')).toBe('/api/chat?');
  });

  it('turns an absolute-form target into its path', () => {
    expect(canonicalUrl('http://sous.test/api//Chat/?a=1')).toBe('/api/Chat?a=1');
    expect(canonicalUrl('https://sous.test')).toBe('/');
    expect(canonicalUrl('http://sous.test?x')).toBe('/?x');
  });

  it('leaves targets that are not paths alone', () => {
    expect(canonicalUrl('*')).toBe('*');
    expect(canonicalUrl('')).toBe('');
  });
});

describe('requestPath and normalisePath', () => {
  const request = (url: string, originalUrl?: string) => ({ url, originalUrl }) as IncomingMessage & { originalUrl?: string };

  it('reads the path as sent (originalUrl), wherever the middleware is mounted', () => {
    // inside a mount on /api, url is relative; originalUrl is the whole target
    expect(requestPath(request('/Chat/', '/API//Chat/?x=1'))).toBe('/api/chat');
    expect(requestPath(request('http://h/api/Feedback'))).toBe('/api/feedback');
  });

  it('rewrites the url the router matches, keeping what was sent in originalUrl', () => {
    const incoming = request('//api/recipes//%49mport/?from=x', '//api/recipes//%49mport/?from=x');
    let called = false;
    normalisePath(incoming, {} as ServerResponse, () => (called = true));
    expect(called).toBe(true);
    expect(incoming.url).toBe('/api/recipes/Import?from=x');
    expect(incoming.originalUrl).toBe('//api/recipes//%49mport/?from=x');
  });
});
