// @ts-check
/**
 * `no-cast-through-unknown`: `value as unknown as T` (or `<T><unknown>value`) tells the compiler to stop checking
 * a conversion it refused. Where a table is picked by a kind chosen at run time (the kinds of service, the parents
 * of variables), type the table as a mapped type over the kinds and write each kind's entry out, so that the
 * compiler checks every kind; a value that is really unknown (parsed JSON, an event's value) is declared
 * `unknown` and narrowed. Tests may still cast their fixtures.
 */
const ASSERTION = ':matches(TSAsExpression, TSTypeAssertion)';

/** @type {import('eslint').Rule.RuleModule} */
const noCastThroughUnknown = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid casting a value through unknown to another type.' },
    messages: {
      cast:
        'No cast through unknown: it switches the type check off. Type the per-kind table as a mapped type over ' +
        'the kinds (`{ [K in Kind]: Entry<K> }`) with each kind written out, or declare the value `unknown` and ' +
        'narrow it.',
    },
    schema: [],
  },
  create(context) {
    return {
      [`${ASSERTION} > ${ASSERTION}[typeAnnotation.type='TSUnknownKeyword']`](node) {
        context.report({ node: node.parent, messageId: 'cast' });
      },
    };
  },
};

export default { meta: { name: 'local-casts' }, rules: { 'no-cast-through-unknown': noCastThroughUnknown } };
