import { Collapse, Flex, Grid, Progress, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import type { SaveAnswer } from '../types';
import { isAnswered } from '../utils/filter-items';
import type { QuestionGroup } from '../utils/group-items';
import { percentOf } from '../utils/percent';
import { QuestionItem } from './question-item';

interface QuestionGroupsProps {
  projectId: string;
  groups: QuestionGroup[];
  visibleIds: Set<string>;
  save: SaveAnswer;
  /** Who else edits which question (question id to "Priya Patel is editing"). */
  editors: ReadonlyMap<string, string>;
  navigation: {
    tabStopId: string | null;
    editing: ReadonlySet<string>;
    focusEditorId: string | null;
    collapsed: ReadonlySet<string>;
    setCollapsed: (collapsed: ReadonlySet<string>) => void;
    activate: (questionId: string) => void;
    edit: (questionId: string) => void;
    reopen: (questionId: string) => void;
    close: (questionId: string, saved: boolean) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

function GroupLabel({ group, compact }: { group: QuestionGroup; compact: boolean }) {
  const answered = group.items.filter(isAnswered).length;
  const total = group.items.length;
  return (
    // One line on a phone too: the count stays, the bar goes.
    <Flex gap={12} align="center" justify="space-between" wrap={!compact}>
      <Typography.Text strong ellipsis={compact}>
        {group.title}
      </Typography.Text>
      <Flex gap={8} align="center" style={{ flexShrink: 0 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {answered}/{total} answered
        </Typography.Text>
        {!compact && (
          <Progress
            percent={percentOf(answered, total)}
            showInfo={false}
            size="small"
            aria-label={`${group.title}: ${answered} of ${total} answered`}
            status={answered === total ? 'success' : 'normal'}
            style={{ width: 80, margin: 0 }}
          />
        )}
      </Flex>
    </Flex>
  );
}

/**
 * The questions grouped by clause or Annex A theme, each group collapsible with its own progress. Filtered-out
 * items (and groups left empty) are hidden, not unmounted, so an open editor keeps its state.
 */
export function QuestionGroups({ projectId, groups, visibleIds, save, editors, navigation }: QuestionGroupsProps) {
  // On a phone a row spreads over three short lines (six questions per 600 px there too).
  const compact = Grid.useBreakpoint().md === false;
  const open = groups.filter((group) => !navigation.collapsed.has(group.title)).map((group) => group.title);
  return (
    <Collapse
      size="small"
      activeKey={open}
      onChange={(keys) => navigation.setCollapsed(new Set(groups.map((group) => group.title).filter((title) => !keys.includes(title))))}
      items={groups.map((group) => ({
        key: group.title,
        label: <GroupLabel group={group} compact={compact} />,
        style: group.items.some((item) => visibleIds.has(item.question.id)) ? undefined : { display: 'none' },
        // Slim headers and rows: eight questions show on arrival at 1280 × 800.
        styles: { header: { paddingBlock: 4 }, body: { padding: 4 } },
        children: (
          <Flex vertical gap={compact ? 4 : 2} onKeyDown={navigation.onKeyDown}>
            {group.items.map((item) => (
              <QuestionItem
                key={item.question.id}
                projectId={projectId}
                item={item}
                compact={compact}
                hidden={!visibleIds.has(item.question.id)}
                save={save}
                editing={navigation.editing.has(item.question.id)}
                active={navigation.tabStopId === item.question.id}
                focusEditor={navigation.focusEditorId === item.question.id}
                onActivate={navigation.activate}
                onEdit={navigation.edit}
                onClose={navigation.close}
                onReopen={navigation.reopen}
                editedBy={editors.get(item.question.id)}
              />
            ))}
          </Flex>
        ),
      }))}
    />
  );
}
