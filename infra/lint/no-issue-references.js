// Comments and test titles say why, not which issue asked: an issue's number, or "#" and a number,
// means nothing to the next reader once the issue is closed, and the tracker is not in the repository.
const REFERENCE = /\bissues? ?#?\d+|(?:^|[\s(])#\d+\b/i;
const TEST_CALLS = new Set(['describe', 'it', 'test']);

/** The function a call names: `it`, `it.each(...)`, `describe.skip`… all count as their base name. */
const calleeName = (node) => {
  while (node.type === 'MemberExpression' || node.type === 'CallExpression')
    node = node.type === 'CallExpression' ? node.callee : node.object;
  return node.type === 'Identifier' ? node.name : undefined;
};

const titleOf = (arg) => {
  if (arg?.type === 'Literal' && typeof arg.value === 'string') return arg.value;
  if (arg?.type === 'TemplateLiteral') return arg.quasis.map((q) => q.value.cooked).join('');
  return undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test titles do not name issues' },
    messages: { reference: 'Say why, not which issue asked: drop "{{ref}}".' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const m = REFERENCE.exec(comment.value);
          if (m) context.report({ loc: comment.loc, messageId: 'reference', data: { ref: m[0].trim() } });
        }
      },
      CallExpression(node) {
        if (!TEST_CALLS.has(calleeName(node.callee))) return;
        const title = titleOf(node.arguments[0]);
        const m = title === undefined ? null : REFERENCE.exec(title);
        if (m) context.report({ node: node.arguments[0], messageId: 'reference', data: { ref: m[0].trim() } });
      },
    };
  },
};
