import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { delegationEmail, plainDescription } from './delegation-email.ts';

const base = {
  to: 'ada@example.org',
  taskTitle: 'Call the <plumber>',
  taskDescription: '<p>Kitchen sink &amp; pipes</p><p>Before <b>Friday</b></p>',
  assigneeName: 'Ada',
  assignerName: 'Bob "the builder"',
  link: 'https://plan.example.org/shared-task/t1?token=abc&x="y"',
};

describe('delegation e-mail', () => {
  const cases = [
    [
      'en',
      'A task for you: Call the <plumber>',
      'Hello Ada,',
      'Bob "the builder" has delegated a task to you',
    ],
    [
      'ru',
      'Вам поручена задача: Call the <plumber>',
      'Здравствуйте, Ada!',
      'Bob "the builder" поручает вам задачу',
    ],
    [
      'fr',
      'Une tâche pour vous : Call the <plumber>',
      'Bonjour Ada,',
      'Bob "the builder" vous a délégué une tâche',
    ],
  ] as const;
  for (const [language, subject, greeting, intro] of cases) {
    test(`${language}: subject, names, title, description and link in text and HTML`, () => {
      const mail = delegationEmail({ ...base, language });
      assert.equal(mail.to, 'ada@example.org');
      assert.equal(mail.subject, subject);
      assert.ok(mail.text.includes(greeting));
      assert.ok(mail.text.includes(intro));
      assert.ok(mail.text.includes('Call the <plumber>'));
      assert.ok(mail.text.includes('Kitchen sink & pipes\nBefore Friday'));
      assert.ok(mail.text.includes(base.link));
      assert.ok(mail.html.includes(`lang="${language}"`));
      assert.ok(mail.html.includes('Call the &#60;plumber&#62;'));
      assert.ok(mail.html.includes('Bob &#34;the builder&#34;'));
      assert.ok(
        mail.html.includes('href="https://plan.example.org/shared-task/t1?token=abc&#38;x=&#34;y&#34;"'),
      );
      assert.equal(mail.html.includes('<plumber>'), false, 'values are escaped in HTML');
      assert.equal(mail.html.includes('<b>'), false, 'the description’s markup never reaches the HTML');
    });
  }

  test('no name: a greeting without one; no description: no section', () => {
    const mail = delegationEmail({ ...base, language: 'en', assigneeName: null, taskDescription: '' });
    assert.ok(mail.text.startsWith('Hello,\n'));
    assert.equal(mail.text.includes('Description:'), false);
  });

  test('line breaks cannot reach the subject', () => {
    const mail = delegationEmail({ ...base, language: 'en', taskTitle: 'a\r\nBcc: x@y.org' });
    assert.equal(mail.subject, 'A task for you: a Bcc: x@y.org');
  });

  test('plainDescription keeps text and cuts very long descriptions', () => {
    assert.equal(plainDescription('<ul><li>one</li><li>two</li></ul>'), '• one\n• two');
    assert.equal(plainDescription('x'.repeat(5000)).length, 2000);
  });
});
