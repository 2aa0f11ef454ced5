import { Alert, Button, Divider, Empty, Flex, Grid, Skeleton } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { errorMessage } from '@gap/schema/web';
import { useProjectRoleAllows } from '@/lib/project-role';
import { useAssessmentAnswers } from '../api/use-assessment-answers';
import { editorsByQuestion, usePresence } from '../api/use-presence';
import { useSaveAnswer } from '../api/use-save-answer';
import { useDraftLeaveGuard } from '../hooks/use-draft-leave-guard';
import { useQuestionNavigation } from '../hooks/use-question-navigation';
import { type AnswerFilter, filterItems, isAnswered } from '../utils/filter-items';
import { groupItems } from '../utils/group-items';
import { BulkStatusAction } from './bulk-status-action';
import { PresenceBar } from './presence-bar';
import { QuestionGroups } from './question-groups';
import { QuestionnaireFooter } from './questionnaire-footer';
import { QuestionnaireHeader } from './questionnaire-header';
import { QuestionnaireToolbar } from './questionnaire-toolbar';

/** The question one is editing: the focused row's when its editor is open, else the editor opened last. */
function editedQuestion(editing: ReadonlySet<string>, focused: string | null): string | null {
  if (focused && editing.has(focused)) return focused;
  return [...editing].at(-1) ?? null;
}

interface QuestionnaireProps {
  projectId: string;
  testType: string;
  onStartGapAssessment: () => void;
  onRunAnalysisAgain: () => void;
}

/**
 * The Manual tab: the test type's questions with the project's answers, grouped by clause or Annex A theme, to
 * search, filter and answer with the keyboard or the mouse (SPEC 2).
 */
export function Questionnaire({ projectId, testType, onStartGapAssessment, onRunAnalysisAgain }: QuestionnaireProps) {
  const { data, error, refetch } = useAssessmentAnswers(projectId, testType);
  // Stable, so a save re-renders only the item whose answer the cache replaced.
  const save = useSaveAnswer(projectId, testType);
  const items = data?.assessmentAnswers;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AnswerFilter>('all');
  // Typing stays responsive: the list is filtered with the deferred search text.
  const deferredSearch = useDeferredValue(search);

  const answered = useMemo(() => (items ?? []).filter(isAnswered).length, [items]);
  const shown = useMemo(() => filterItems(items ?? [], deferredSearch, filter), [items, deferredSearch, filter]);
  const visibleIds = useMemo(() => new Set(shown.map((item) => item.question.id)), [shown]);
  const groups = useMemo(() => groupItems(items ?? []), [items]);
  const navigation = useQuestionNavigation(projectId, groups, visibleIds);
  useDraftLeaveGuard(projectId);
  // Presence: the question the caller edits (a viewer edits none).
  const mayEdit = useProjectRoleAllows('editor');
  const editingId = mayEdit ? editedQuestion(navigation.editing, navigation.tabStopId) : null;
  const present = usePresence(projectId, editingId);
  const editors = useMemo(() => editorsByQuestion(present), [present]);
  const controlRefs = useMemo(() => new Map((items ?? []).map((item) => [item.question.id, item.question.controlRef])), [items]);
  const compact = Grid.useBreakpoint().md === false;

  if (!items && !error) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading questionnaire">
        <Skeleton active title paragraph={{ rows: 2 }} />
        <Divider />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (error || !items) {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to fetch assessment data"
        description={error ? errorMessage(error) : undefined}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}
      />
    );
  }

  const total = items.length;
  // No card of its own: the wizard's tab already sits in one.
  return (
    <Flex vertical gap={8}>
      <QuestionnaireHeader testType={testType} answered={answered} total={total} compact={compact} />
      <PresenceBar present={present} controlRefOf={(questionId) => controlRefs.get(questionId)} />
      <QuestionnaireToolbar
        search={search}
        onSearchChange={setSearch}
        filter={filter}
        onFilterChange={setFilter}
        answered={answered}
        total={total}
        onNextUnanswered={navigation.nextUnanswered}
        bulkStatus={<BulkStatusAction projectId={projectId} testType={testType} shown={shown} size={compact ? 'small' : 'middle'} />}
        compact={compact}
      />
      <div data-testid="question-list">
        {visibleIds.size === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No questions match your search criteria" />
        )}
        <QuestionGroups projectId={projectId} groups={groups} visibleIds={visibleIds} save={save} editors={editors} navigation={navigation} />
      </div>
      <Divider style={{ margin: 0 }} />
      <QuestionnaireFooter
        answered={answered}
        total={total}
        onRunAnalysisAgain={onRunAnalysisAgain}
        onStartGapAssessment={onStartGapAssessment}
      />
    </Flex>
  );
}
