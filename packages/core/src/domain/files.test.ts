import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  contentDisposition,
  FILE_NAME_MAX,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_TASK,
  previewKindOf,
  sanitizeFileName,
  servingOf,
  sniffTextType,
} from './files.ts';

describe('formatFileSize (Bytes, KB, MB, GB)', () => {
  const cases: Array<[number, string]> = [
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [1234567, '1.18 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [3 * 1024 ** 4, '3072 GB'],
  ];
  for (const [bytes, expected] of cases)
    test(`${bytes} -> ${expected}`, () => assert.equal(formatFileSize(bytes), expected));
  test('the number follows the locale', () => {
    assert.equal(formatFileSize(1536, 'fr'), '1,5 KB');
    assert.equal(formatFileSize(1536, 'en'), '1.5 KB');
  });
  test('limits', () => {
    assert.equal(MAX_ATTACHMENT_BYTES, 26214400);
    assert.equal(MAX_ATTACHMENTS_PER_TASK, 50);
  });
});

describe('sanitizeFileName', () => {
  const cases: Array<[string, string]> = [
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\cmd.exe', 'cmd.exe'],
    ['/abs/path/x.png', 'x.png'],
    ['..', 'file'],
    ['', 'file'],
    ['.htaccess', 'htaccess'],
    ['a\u0000b\u0007c.txt', 'abc.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a<b>:c"d|e?f*.txt', 'a_b__c_d_e_f_.txt'],
    ['  spaced   name .txt  ', 'spaced name .txt'],
    ['CON.txt', '_CON.txt'],
    ['Отчёт 2026.pdf', 'Отчёт 2026.pdf'],
  ];
  for (const [raw, expected] of cases)
    test(`${JSON.stringify(raw)} -> ${expected}`, () => assert.equal(sanitizeFileName(raw), expected));
  test('long names are cut with the extension kept', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.jpeg`);
    assert.equal(name.length, FILE_NAME_MAX);
    assert.ok(name.endsWith('.jpeg'));
  });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffTextType', () => {
  const cases: Array<[string, Uint8Array, boolean, string | null]> = [
    ['plain text', bytes('hello\nworld'), true, 'text/plain'],
    ['utf-8 text', bytes('Привет, мир'), true, 'text/plain'],
    ['BOM text', new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('hi')]), true, 'text/plain'],
    ['JSON object', bytes('{"a": [1, 2]}'), true, 'application/json'],
    ['JSON array', bytes(' [1,2]'), true, 'application/json'],
    ['JSON-looking text', bytes('{not json'), true, 'text/plain'],
    ['JSON head of a big file', bytes('{"a": 1}'), false, 'text/plain'],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>'), true, 'text/html'],
    ['HTML fragment', bytes('  <b>hi</b>'), true, 'text/html'],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'), true, 'image/svg+xml'],
    ['SVG with XML prolog', bytes('<?xml version="1.0"?><svg></svg>'), true, 'image/svg+xml'],
    ['XML', bytes('<?xml version="1.0"?><a/>'), true, 'application/xml'],
    ['NUL byte', new Uint8Array([0x61, 0x00, 0x62]), true, null],
    ['invalid UTF-8', new Uint8Array([0xff, 0xfe, 0x41]), true, null],
    ['empty', new Uint8Array(), true, null],
    ['cut multi-byte at the end of a head', bytes('Привет').subarray(0, 3), false, 'text/plain'],
  ];
  for (const [label, input, complete, expected] of cases) {
    test(`${label} -> ${expected}`, () => assert.equal(sniffTextType(input, complete), expected));
  }
});

describe('servingOf: only inert types inline', () => {
  const cases: Array<[string, string, 'inline' | 'attachment', string]> = [
    ['image/png', 'image/png', 'inline', 'image'],
    ['video/mp4', 'video/mp4', 'inline', 'video'],
    ['audio/mpeg', 'audio/mpeg', 'inline', 'audio'],
    ['application/pdf', 'application/pdf', 'inline', 'pdf'],
    ['text/plain', 'text/plain; charset=utf-8', 'inline', 'text'],
    ['application/json', 'application/json; charset=utf-8', 'inline', 'text'],
    ['text/html', 'application/octet-stream', 'attachment', 'none'],
    ['image/svg+xml', 'application/octet-stream', 'attachment', 'none'],
    ['application/xml', 'application/octet-stream', 'attachment', 'none'],
    ['application/zip', 'application/octet-stream', 'attachment', 'none'],
  ];
  for (const [type, contentType, disposition, preview] of cases) {
    test(type, () => {
      assert.deepEqual(servingOf(type), { contentType, disposition, preview });
      assert.equal(previewKindOf(type), preview);
    });
  }
});

describe('contentDisposition', () => {
  test('ASCII fallback and the exact UTF-8 name', () => {
    assert.equal(
      contentDisposition('attachment', 'Отчёт "1".pdf'),
      `attachment; filename="_____ _1_.pdf"; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%20%221%22.pdf`,
    );
    assert.equal(
      contentDisposition('inline', "a'b(c).png"),
      `inline; filename="a'b(c).png"; filename*=UTF-8''a%27b%28c%29.png`,
    );
  });
});
