import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allowedLinkSchemes, isAllowedLinkUrl, linkScheme, normalizeLinkInput } from './link-schemes.ts';

test('SPEC §5 schemes, and nothing else', () => {
  assert.deepEqual(
    [...allowedLinkSchemes],
    ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'],
  );
  const cases: Array<[string, boolean]> = [
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['ftp://files.example.com', true],
    ['ftps://files.example.com', true],
    ['mailto:me@example.com', true],
    ['tel:+33123456789', true],
    ['callto:someone', true],
    ['sms:+79990000000', true],
    ['cid:part1@example', true],
    ['xmpp:me@jabber.org', true],
    ['example.com/page', true],
    ['localhost:3000/x', true],
    ['/relative/path', true],
    ['javascript:alert(1)', false],
    ['  java\u0000script:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['vbscript:msgbox', false],
    ['file:///etc/passwd', false],
  ];
  for (const [url, allowed] of cases) assert.equal(isAllowedLinkUrl(url), allowed, url);
  assert.equal(linkScheme('Mailto:x@y'), 'mailto');
});

test('typed addresses get the default protocol http', () => {
  const cases: Array<[string, string | null]> = [
    ['  example.com ', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['/inside', '/inside'],
    ['', null],
    ['   ', null],
    ['javascript:void(0)', null],
  ];
  for (const [input, href] of cases) assert.equal(normalizeLinkInput(input), href, input);
});
