import { useEffect } from 'react';

/**
 * Names the tab (and the PDF a browser saves from a printed document) while a screen shows,
 * and gives the old name back when it goes. Nothing while `title` is null (still loading).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
