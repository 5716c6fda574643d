import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { page, standaloneMain, text } from './common.css';

export interface NotFoundViewProps {
  message?: string;
  /** The user's landing page as a hash route, e.g. '#/management/m/dashboard'. */
  homeHref: string;
  /** Wrap in a `main` landmark when shown outside the shell (which has its own main). */
  standalone?: boolean;
}

/** An unknown route. Inside the shell it renders no landmark (the shell has the main); `standalone` adds one. */
export function NotFoundView({
  message = 'There is no page at this address.',
  homeHref,
  standalone,
}: NotFoundViewProps) {
  const content = (
    <div className={page}>
      <PageHeader title="Page not found" />
      <p className={text}>{message}</p>
      <Link variant="button" href={homeHref}>
        Go to your home page
      </Link>
    </div>
  );
  return standalone ? <main className={standaloneMain}>{content}</main> : content;
}
