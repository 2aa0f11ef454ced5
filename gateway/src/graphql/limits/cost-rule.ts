import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { isFragment } from './operation-rules.js';

export interface CostOptions {
  maxCost: number;
  /** Items a list is assumed to hold when no `limit`/`first` argument bounds it (the question list holds ~123). */
  defaultListSize: number;
  /** The same for a list inside a list's items (an answer's evidence quotes): such lists are short. */
  nestedListSize: number;
  /** Known sizes by `Type.field`, e.g. `{ 'Finding.references': 5 }`, for lists the defaults misjudge. */
  listSizes?: Readonly<Record<string, number>>;
  /**
   * The largest `limit` a list field accepts, by `Type.field`: a limit given as a variable is costed at it (validation
   * runs once per document, before any variable is known), so `projects(limit: $n)` costs what n = 200 costs.
   */
  maxListSizes?: Readonly<Record<string, number>>;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  /** Fragment names on the current path: a cycle (reported by NoFragmentCyclesRule) stops the walk. */
  path: Set<string>;
  /** True below a list field: further lists default to `nestedListSize`. */
  inList: boolean;
}

/**
 * Estimates what an operation costs to answer: every field counts 1, and a list field multiplies what it
 * selects by its size (its `limit`/`first` argument, or `defaultListSize`). `questions { guidance }`
 * therefore costs ~100, not 2, and a thousand aliases of it are refused before anything runs.
 */
export function costRule(options: CostOptions): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
      if (!root) return;
      const fragments = new Map(context.getDocument().definitions.filter(isFragment).map((f) => [f.name.value, f]));
      const walk: Walk = { schema, fragments, path: new Set(), inList: false };
      const cost = selectionCost(node.selectionSet, root, walk, options);
      if (cost > options.maxCost) {
        context.reportError(new GraphQLError(`Query is too expensive: estimated cost ${Math.round(cost)} exceeds ${options.maxCost}; select fewer fields or items`, { nodes: [node] }));
      }
    },
  });
}

function selectionCost(set: SelectionSetNode, parent: GraphQLNamedType, walk: Walk, options: CostOptions): number {
  let cost = 0;
  for (const selection of set.selections) {
    if (cost > options.maxCost) return cost; // already over: stop early on a huge document
    if (selection.kind === Kind.FIELD) cost += fieldCost(selection, parent, walk, options);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      cost += selectionCost(selection.selectionSet, type ?? parent, walk, options);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      if (!fragment || walk.path.has(fragment.name.value)) continue;
      const inner = { ...walk, path: new Set([...walk.path, fragment.name.value]) };
      cost += selectionCost(fragment.selectionSet, walk.schema.getType(fragment.typeCondition.name.value) ?? parent, inner, options);
    }
  }
  return cost;
}

function fieldCost(node: FieldNode, parent: GraphQLNamedType, walk: Walk, options: CostOptions): number {
  const field = fieldOf(parent, node.name.value);
  if (!field) return 1; // unknown fields are refused by FieldsOnCorrectTypeRule
  const multiplier = listMultiplier(field.type, node, `${parent.name}.${field.name}`, walk.inList, options);
  const inner = multiplier > 1 && !walk.inList ? { ...walk, inList: true } : walk;
  const childCost = node.selectionSet ? selectionCost(node.selectionSet, getNamedType(field.type), inner, options) : 0;
  return 1 + multiplier * Math.max(childCost, node.selectionSet ? 1 : 0);
}

function listMultiplier(type: GraphQLOutputType, node: FieldNode, coordinate: string, inList: boolean, options: CostOptions): number {
  let multiplier = 1;
  let current: GraphQLOutputType = getNullableType(type);
  while (isListType(current)) {
    multiplier *= explicitSize(node, options.maxListSizes?.[coordinate]) ?? options.listSizes?.[coordinate] ?? (inList ? options.nestedListSize : options.defaultListSize);
    current = getNullableType(current.ofType);
  }
  return multiplier;
}

/**
 * A literal `limit`/`first` argument bounds the list; a variable one counts as the field's largest accepted limit
 * (the default when that is not known).
 */
function explicitSize(node: FieldNode, max: number | undefined): number | undefined {
  const arg = node.arguments?.find((a) => a.name.value === 'limit' || a.name.value === 'first');
  if (arg?.value.kind === Kind.INT) return Math.max(1, Number(arg.value.value));
  if (arg?.value.kind === Kind.VARIABLE) return max;
  return undefined;
}

function fieldOf(parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (isObjectType(parent) || isInterfaceType(parent)) return parent.getFields()[name];
  return undefined;
}
