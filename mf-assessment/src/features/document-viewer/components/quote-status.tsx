import { Alert, Button } from 'antd';

interface QuoteStatusProps {
  quote: string;
  /** Where the citation puts it: 'on page 2', 'in “Passwords”'. */
  place: string;
  /** Whether the quote was found there; null while not known yet (or that place is not shown). */
  found: boolean | null;
  /** Shows the cited place, when another one is shown. */
  onShow?: () => void;
}

/** Says plainly where the cited words are, or that they could not be found where the citation says. */
export function QuoteStatus({ quote, place, found, onShow }: QuoteStatusProps) {
  if (onShow) {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={`The quoted passage is ${place}.`}
        action={
          <Button size="small" onClick={onShow}>
            Go to the quote
          </Button>
        }
      />
    );
  }
  if (found === null) return null;
  if (found) return <Alert type="success" showIcon role="status" title={`The quoted passage is highlighted ${place}.`} />;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={`The quoted passage could not be found ${place}; it is shown as it is.`}
      description={`Quoted: “${quote}”`}
    />
  );
}
