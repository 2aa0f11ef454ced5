import { Flex, Radio, Tag, Typography } from 'antd';
import { citationOf, elementStateLabels, elementStates, palette, type ElementState } from '@gap/schema';
import type { EvidenceItemFragment as Quote } from '@gap/schema/graphql';
import { CitationLink } from '@/components/evidence/citation-link';
import type { AnswerElement } from '../types';

/** An AI quote under the element it evidences, cited with a link opening the document there. */
function ElementQuote({ quote }: { quote: Quote }) {
  return (
    <Flex vertical gap={2} style={{ paddingInlineStart: 12, borderInlineStart: `3px solid ${palette.neutralBorder}` }}>
      <Typography.Text italic style={{ fontSize: 13 }}>
        “{quote.quote}”
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <CitationLink citation={quote}>{citationOf(quote)}</CitationLink>
      </Typography.Text>
    </Flex>
  );
}

interface ElementChecklistProps {
  controlRef: string;
  /** The question's elements as saved: requirement and must-have flag. */
  elements: readonly AnswerElement[];
  /** The answer's quotes, each naming the element it evidences (the AI's, kept while their element is in place). */
  quotes: readonly Quote[];
  /** The state chosen for each element (the draft). */
  states: Record<string, ElementState>;
  onChange: (rubricKey: string, state: ElementState) => void;
}

/**
 * What the question expects, one row per rubric element: its requirement ('Required' when the standard demands
 * it), its state as the person records it, and the AI's quotes for it. Scoring reads these states, never the
 * text. On a narrow screen each row's choice goes under its requirement.
 */
export function ElementChecklist({ controlRef, elements, quotes, states, onChange }: ElementChecklistProps) {
  if (elements.length === 0) return null;
  const inPlace = elements.filter((element) => states[element.rubricKey] === 'in_place').length;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>
        Expected elements{' '}
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
          ({inPlace} of {elements.length} in place)
        </Typography.Text>
      </Typography.Text>
      <ul aria-label={`Expected elements of ${controlRef}`} style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 6 }}>
        {elements.map((element) => (
          <li key={element.rubricKey} data-testid="element-row">
            <Flex vertical gap={4}>
              <Flex gap={8} align="center" justify="space-between" wrap>
                <Typography.Text style={{ flex: '1 1 220px', minWidth: 0 }}>
                  {element.requirement}
                  {element.mustHave && (
                    <Tag color="blue" style={{ marginInlineStart: 6 }}>
                      Required
                    </Tag>
                  )}
                </Typography.Text>
                <Radio.Group
                  aria-label={element.requirement}
                  name={`element-${controlRef}-${element.rubricKey}`}
                  optionType="button"
                  size="small"
                  value={states[element.rubricKey] ?? 'unknown'}
                  onChange={(event) => onChange(element.rubricKey, event.target.value as ElementState)}
                  options={elementStates.map((state) => ({ value: state, label: elementStateLabels[state] }))}
                  style={{ flexShrink: 0 }}
                />
              </Flex>
              {quotes.filter((quote) => quote.rubricKey === element.rubricKey).map((quote) => (
                <ElementQuote key={`${quote.documentId}-${quote.quote}`} quote={quote} />
              ))}
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
