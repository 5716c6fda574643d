import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { page, standaloneMain, text } from './common.css';

export interface NotFoundViewProps {
  /** The heading, e.g. 'Extension not found'; 'Page not found' by default. */
  title?: string;
  message?: string;
  /** The way back's words; 'Go to your home page' by default. */
  linkText?: string;
  /** The user's landing page as a hash route, e.g. '#/management/m/dashboard'. */
  homeHref: string;
  /** Wrap in a `main` landmark when shown outside the shell (which has its own main). */
  standalone?: boolean;
}

/** An unknown route, or a page's own item that is not there. Inside the shell it renders no landmark (the shell has the main); `standalone` adds one. */
export function NotFoundView({
  title = 'Page not found',
  message = 'There is no page at this address.',
  linkText = 'Go to your home page',
  homeHref,
  standalone,
}: NotFoundViewProps) {
  const content = (
    <div className={page}>
      <PageHeader title={title} />
      <p className={text}>{message}</p>
      <Link variant="button" href={homeHref}>
        {linkText}
      </Link>
    </div>
  );
  return standalone ? <main className={standaloneMain}>{content}</main> : content;
}
