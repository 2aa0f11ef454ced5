import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { type WizardStep, wizardSteps } from '../wizard-steps';

type Node = ReactElement<{ children?: ReactNode }>;

const isLiveRegion = (child: ReactNode) => isValidElement<{ 'aria-live'?: string }>(child) && Boolean(child.props['aria-live']);

/**
 * One wizard tab as antd renders it (an item wrapping the role="tab" element), with its place among the five steps.
 * antd speaks "Tab {place among all} of {enabled count}" from a live region inside the focused tab: "Tab 2 of 3"
 * with two steps locked, "Tab 3 of 1" during a run. That text goes; aria-posinset and aria-setsize give the place
 * among every step, locked ones included (they stay tabs, aria-disabled), which screen readers read with the name.
 */
export function positionedStepTab(node: ReactElement): ReactElement {
  const item = node as Node;
  const position = wizardSteps.indexOf(item.key as WizardStep) + 1;
  const [tab, ...rest] = Children.toArray(item.props.children) as Node[];
  if (!tab) return item;
  const content = Children.toArray(tab.props.children).filter((child) => !isLiveRegion(child));
  // A tab after the steps (Activity) loses antd's count too, and keeps the place the tab list gives it.
  if (position === 0) return cloneElement(item, undefined, cloneElement(tab, undefined, ...content), ...rest);
  return cloneElement(item, undefined, cloneElement(tab, { 'aria-posinset': position, 'aria-setsize': wizardSteps.length } as object, ...content), ...rest);
}
