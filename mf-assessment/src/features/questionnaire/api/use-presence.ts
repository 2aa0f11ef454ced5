import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { QuestionnairePresenceDocument, SetPresenceDocument } from '@gap/schema/graphql';
import { useCurrentUser } from '@gap/schema/web';

/** The gateway forgets a presence after 30 s without a refresh: the page repeats it well within that. */
export const presenceRefreshMs = 10_000;

export interface PresentPerson {
  id: string;
  name: string;
  /** The question this person edits; null while just viewing. */
  editingQuestionId: string | null;
}

/**
 * Who else has the project's questionnaire open (projectPresence), and the announcement of the caller's own
 * presence: at once, whenever the question being edited changes, and every 10 s while the page is open. Presence
 * is a courtesy: a failed announcement or a lost subscription changes nothing else on the page.
 */
export function usePresence(projectId: string, editingQuestionId: string | null): PresentPerson[] {
  const client = useApolloClient();
  const { user } = useCurrentUser();
  const [present, setPresent] = useState<PresentPerson[]>([]);

  useEffect(() => {
    // Not cached: the list is this page's alone and replaced whole on every change.
    const subscription = client.subscribe({ query: QuestionnairePresenceDocument, variables: { projectId }, fetchPolicy: 'no-cache' }).subscribe({
      next: ({ data }) => {
        if (!data?.projectPresence) return;
        setPresent(data.projectPresence.map((entry) => ({ id: entry.user.id, name: entry.user.name, editingQuestionId: entry.editingQuestionId ?? null })));
      },
      error: () => setPresent([]),
    });
    return () => subscription.unsubscribe();
  }, [client, projectId]);

  useEffect(() => {
    const announce = () => void client.mutate({ mutation: SetPresenceDocument, variables: { projectId, editingQuestionId } }).catch(() => undefined);
    announce();
    const timer = setInterval(announce, presenceRefreshMs);
    return () => clearInterval(timer);
  }, [client, projectId, editingQuestionId]);

  return user ? present.filter((person) => person.id !== user.id) : present;
}

/** Who edits each question, as the row says it ("Priya Patel is editing"; two or more named with "and"). */
export function editorsByQuestion(present: PresentPerson[]): Map<string, string> {
  const names = new Map<string, string[]>();
  for (const person of present) {
    if (person.editingQuestionId) names.set(person.editingQuestionId, [...(names.get(person.editingQuestionId) ?? []), person.name]);
  }
  return new Map([...names].map(([questionId, people]) => [questionId, `${people.length > 1 ? `${people.slice(0, -1).join(', ')} and ${people.at(-1)} are` : `${people[0]} is`} editing`]));
}
