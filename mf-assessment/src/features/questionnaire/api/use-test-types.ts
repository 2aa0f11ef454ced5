import { useQuery } from '@apollo/client/react';
import { QuestionCountDocument, TestTypesDocument } from '@gap/schema/graphql';

/** The named question sets a project can be assessed against. */
export const useTestTypes = () => useQuery(TestTypesDocument);

/** The questions of a test type (the selector shows how many). */
export const useQuestionCount = (testType: string) => useQuery(QuestionCountDocument, { variables: { testType } });
