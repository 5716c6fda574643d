// The browser tab's title names the page ("Users · Switchboard"), for tabs and history.
import { useEffect } from 'react';

export const PRODUCT_NAME = 'Switchboard';

export const documentTitle = (page: string | undefined) =>
  page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;

export function useDocumentTitle(page: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
