import { useEffect, useState } from 'react';
import { fetchFileBytes } from '@gap/schema/web';
import { openPdf, type PdfFile } from './pdf-renderer';

/** A PDF fetched from the REST facade (bearer token, through the shared helper) and opened; closed on unmount. */
export function usePdfFile(path: string) {
  const [state, setState] = useState<{ pdf?: PdfFile; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let stale = false;
    let opened: PdfFile | undefined;
    setState({});
    fetchFileBytes(path)
      .then(openPdf)
      .then(
        (pdf) => {
          if (stale) return pdf.close();
          opened = pdf;
          setState({ pdf });
        },
        (error: unknown) => {
          if (!stale) setState({ error });
        },
      );
    return () => {
      stale = true;
      opened?.close();
    };
  }, [path, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
