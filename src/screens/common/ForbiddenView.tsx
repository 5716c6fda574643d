import { Link } from '../../ui/Link';
import { PageHeader } from '../../ui/PageHeader';
import { page, standaloneMain, text } from './common.css';

export interface ForbiddenViewProps {
  message?: string;
  /** The user's landing page as a hash route, e.g. '#/management/m/dashboard'. */
  homeHref: string;
  /** Wrap in a `main` landmark when shown outside the shell (which has its own main). */
  standalone?: boolean;
}

/** A page the user's role or permissions do not open (ROLE-04). */
export function ForbiddenView({
  message = 'Your role does not give you access to this page. Ask an administrator if you need it.',
  homeHref,
  standalone,
}: ForbiddenViewProps) {
  const content = (
    <div className={page}>
      <PageHeader title="You don't have access to this page" />
      <p className={text}>{message}</p>
      <Link variant="button" href={homeHref}>
        Go to your home page
      </Link>
    </div>
  );
  return standalone ? <main className={standaloneMain}>{content}</main> : content;
}
