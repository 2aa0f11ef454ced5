import { type ClassType, Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PageInfo', { description: 'Where a page of a connection stands in its list.', simpleResolvers: true })
export class PageInfoType {
  @Field(() => Boolean, { description: 'True when another page follows: ask for it with after: endCursor.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: "The last item's cursor (pass it as after); null on an empty page." })
  endCursor!: string | null;
}

/**
 * A cursor connection of `node` items (`<name>Connection` and `<name>Edge`): the page's items as `nodes` or as
 * `edges` with each item's cursor, where the page stands, and how many items the whole list has. Built by
 * `connectionFrom` in lib/connection.ts.
 */
export function ConnectionType<T extends object>(node: ClassType<T>, name: string, items: string) {
  @ObjectType(`${name}Edge`, { description: `One of ${items} with its cursor.`, simpleResolvers: true })
  class Edge {
    @Field(() => String, { description: 'Pass it as after to read the items that follow this one.' })
    cursor!: string;

    @Field(() => node, { description: 'The item.' })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${items}.`, simpleResolvers: true })
  class Connection {
    @Field(() => [node], { description: "The page's items, in the list's order." })
    nodes!: T[];

    @Field(() => [Edge], { description: "The page's items with their cursors." })
    edges!: Edge[];

    @Field(() => PageInfoType, { description: 'Whether another page follows, and the cursor to ask for it.' })
    pageInfo!: PageInfoType;

    @Field(() => Int, { description: 'How many items the whole list has (every page).' })
    totalCount!: number;
  }
  return Connection;
}
