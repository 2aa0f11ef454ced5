import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';
import { hasUnsafeText, unsafeTextMessage } from '../../lib/unsafe-text.js';

/** Refuses a document with more than `max` aliases: the cheap way to multiply one expensive field. */
export function maxAliasesRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === max + 1) {
          context.reportError(new GraphQLError(`Too many aliases: at most ${max} per document`, { nodes: [node] }));
        }
      },
    };
  };
}

/** Refuses an operation selecting more than `max` root fields (fragments on the root type counted too). */
export function maxRootFieldsRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const fragments = new Map(context.getDocument().definitions.filter(isFragment).map((f) => [f.name.value, f]));
      const count = countFields(node.selectionSet, fragments, new Set());
      if (count > max) context.reportError(new GraphQLError(`Too many root fields: at most ${max} per operation`, { nodes: [node] }));
    },
  });
}

function countFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countFields(selection.selectionSet, fragments, seen);
    else {
      const fragment = fragments.get(selection.name.value);
      // A cycle is reported by NoFragmentCyclesRule; counting stops at it.
      if (!fragment || seen.has(fragment.name.value)) continue;
      count += countFields(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value]));
    }
  }
  return count;
}

export function isFragment(node: { kind: Kind }): node is FragmentDefinitionNode {
  return node.kind === Kind.FRAGMENT_DEFINITION;
}

/** String literals of the document under the rule JSON bodies follow: no NUL, no unpaired surrogate (escapes included). */
export function safeStringLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (hasUnsafeText(node.value)) context.reportError(new GraphQLError(unsafeTextMessage, { nodes: [node] }));
    },
  };
}
