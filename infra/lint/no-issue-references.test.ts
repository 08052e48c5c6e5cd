import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './no-issue-references.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('no-issue-references', rule, {
  valid: [
    '// The product search engine: an in-memory index',
    "/** A session id's issue time, in seconds. */ const t = 1;",
    '// colours such as #2b8a3e stay',
    "it(`keeps a session's issue time`, () => {});",
    "expect(words('Jack Herer #1')).toEqual([]);",
  ],
  invalid: [
    { code: '// The search engine (issue 5): an index', errors: [{ messageId: 'reference' }] },
    { code: '/* Issue 5, point 7: axe-core */', errors: [{ messageId: 'reference' }] },
    { code: '// as issues 11 and 12 asked', errors: [{ messageId: 'reference' }] },
    { code: '// fixed in #12', errors: [{ messageId: 'reference' }] },
    { code: "describe('issue 11 defects', () => {});", errors: [{ messageId: 'reference' }] },
    { code: "it.each([1])('case %s (#7)', () => {});", errors: [{ messageId: 'reference' }] },
    { code: 'test(`issue #3 regression`, () => {});', errors: [{ messageId: 'reference' }] },
  ],
});
