// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { rememberReturnPath, takeReturnPath } from './returnPath';

beforeEach(() => {
  sessionStorage.clear();
});

describe('rememberReturnPath and takeReturnPath', () => {
  it.each([
    '/',
    '/surveys',
    '/reports/rep-001',
    '/raw-data?surveyId=svy-001',
    '/reports#top',
    '/surveys?title=Experiencia%20en%20tienda',
    '/encuestas/año',
  ])('remembers the same-origin path %j once', (path) => {
    rememberReturnPath(path);
    expect(sessionStorage.getItem('auth:returnTo')).toBe(path);
    expect(takeReturnPath()).toBe(path);
    expect(takeReturnPath()).toBeNull();
  });

  it.each([
    ['a protocol-relative URL', '//evil.example.com/phish'],
    ['three slashes', '///evil.example.com'],
    ['a backslash read as a slash', '/\\evil.example.com'],
    ['a tab the URL parser drops', '/\t/evil.example.com'],
    ['a newline', '/\n/evil.example.com'],
    ['an absolute URL', 'https://evil.example.com/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'surveys'],
    ['an empty string', ''],
  ])('refuses %s', (_case, path) => {
    rememberReturnPath(path);
    expect(sessionStorage.getItem('auth:returnTo')).toBeNull();
    expect(takeReturnPath()).toBeNull();
  });

  it('keeps the earlier safe path when an unsafe one is offered', () => {
    rememberReturnPath('/reports');
    rememberReturnPath('//evil.example.com');
    expect(takeReturnPath()).toBe('/reports');
  });

  it('refuses and removes an unsafe value written to storage by someone else', () => {
    sessionStorage.setItem('auth:returnTo', '//evil.example.com');
    expect(takeReturnPath()).toBeNull();
    expect(sessionStorage.getItem('auth:returnTo')).toBeNull();
  });

  it('answers null when nothing was remembered', () => {
    expect(takeReturnPath()).toBeNull();
  });
});
