// Earlier and later pages of a short server-paged list (offset and page size), with where the
// page is ("51–100 of 230"). Shown only when there is more than one page.
import { Button } from './Button';
import { toolbar } from './layout.css';

export function OffsetPager(props: {
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
  /** The buttons' words, as the list reads them ("Newer events", "Older events"). */
  previousLabel?: string;
  nextLabel?: string;
}) {
  const { offset, pageSize, total } = props;
  if (total <= pageSize) return null;
  return (
    <div className={toolbar}>
      <Button
        variant="secondary"
        isDisabled={offset === 0}
        onPress={() => props.onOffset(Math.max(0, offset - pageSize))}
      >
        {props.previousLabel ?? 'Previous page'}
      </Button>
      <span>{`${offset + 1}–${Math.min(offset + pageSize, total)} of ${total}`}</span>
      <Button
        variant="secondary"
        isDisabled={offset + pageSize >= total}
        onPress={() => props.onOffset(offset + pageSize)}
      >
        {props.nextLabel ?? 'Next page'}
      </Button>
    </div>
  );
}
