import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Criticality } from './bank/index.js';
import { criticalities } from './question.entity.js';

const CriticalityEnum = Object.fromEntries(criticalities.map((c) => [c, c])) as { [K in Criticality]: K };
registerEnumType(CriticalityEnum, {
  name: 'Criticality',
  description: 'How much a gap in this requirement weighs in the risk rating.',
  valuesConfig: {
    high: { description: 'A gap weighs most.' },
    medium: { description: 'A gap weighs in between.' },
    low: { description: 'A gap weighs least.' },
  },
});

@ObjectType('Question', { description: 'An ISO/IEC 27001:2022 control or clause question of the bank.' })
export class QuestionType {
  @Field(() => ID, { description: "Stable bank id, e.g. 'a-5-15' or 'c-6-1-2'." })
  id!: string;

  @Field(() => String, { description: "'A.5.15' for Annex A controls, '6.1.2' for clauses." })
  controlRef!: string;

  @Field(() => String, { description: 'The question asked of the organisation.' })
  text!: string;

  @Field(() => String, { description: 'Annex A theme or clause title.' })
  category!: string;

  @Field(() => String, { description: 'The control or clause title.' })
  title!: string;

  @Field(() => String, { description: 'What an auditor looks for.' })
  guidance!: string;

  @Field(() => [String], { description: 'Documents and records that typically evidence the requirement.' })
  typicalEvidence!: string[];

  @Field(() => CriticalityEnum, { description: 'How much a gap weighs in the risk rating.' })
  criticality!: Criticality;
}
