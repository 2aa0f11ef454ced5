import { BulbOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ElementState } from '@gap/schema';
import { palette } from '@gap/schema';
import { useElementSuggestions } from '../api/use-element-suggestions';

interface ElementSuggestionsHintProps {
  questionId: string;
  /** The text being written. */
  text: string;
  /** The states chosen so far: a suggestion they already hold is not repeated. */
  states: Record<string, ElementState>;
  /** The person takes the suggested states (nothing is ticked without this). */
  onApply: (states: Record<string, ElementState>) => void;
}

const listed = (items: { requirement: string; phrase: string }[]) => items.map((item) => `${item.requirement} (“${item.phrase}”)`).join('; ');

/**
 * "Your text seems to cover: …" while the person writes: the gateway reads the text for the question's
 * elements and this offers the ticks it suggests, applied only by the person's click.
 */
export function ElementSuggestionsHint({ questionId, text, states, onApply }: ElementSuggestionsHintProps) {
  const suggestions = useElementSuggestions(questionId, text).filter((suggestion) => (states[suggestion.rubricKey] ?? 'unknown') !== suggestion.state);
  const covered = suggestions.filter((suggestion) => suggestion.state === 'in_place');
  const denied = suggestions.filter((suggestion) => suggestion.state === 'missing');
  return (
    // Always present, so a screen reader hears a suggestion as it appears.
    <div aria-live="polite">
      {suggestions.length > 0 && (
        <Flex gap={8} align="center" wrap style={{ padding: '4px 8px', background: palette.primaryWash, borderRadius: 6 }}>
          <BulbOutlined aria-hidden style={{ color: palette.primary }} />
          <Typography.Text style={{ flex: '1 1 240px', fontSize: 13 }}>
            {covered.length > 0 && <span>Your text seems to cover: {listed(covered)}. </span>}
            {denied.length > 0 && <span>It seems to say these are missing: {listed(denied)}.</span>}
          </Typography.Text>
          <Button size="small" onClick={() => onApply(Object.fromEntries(suggestions.map((suggestion) => [suggestion.rubricKey, suggestion.state])))}>
            Apply suggested ticks
          </Button>
        </Flex>
      )}
    </div>
  );
}
