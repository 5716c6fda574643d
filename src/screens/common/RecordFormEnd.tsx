// The end of a record's edit form: the refusal that is not about a field, "saved", and Save with
// Cancel, or, for a caller who may only look, a line saying so and the way back.
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { muted, stack, toolbar } from '../../ui/layout.css';

export interface RecordFormEndProps {
  /** The record as a sentence names it: 'the bridge', 'the fax line'. */
  what: string;
  message?: string;
  saved: boolean;
  saving: boolean;
  canUpdate: boolean;
  backHref: string;
  backText: string;
}

export function RecordFormEnd(props: RecordFormEndProps) {
  const { what } = props;
  const This = what.replace(/^the /, 'this ');
  return (
    <>
      {props.message ? (
        <Alert variant="error" title={`${capital(what)} was not saved`}>
          {props.message}
        </Alert>
      ) : null}
      {props.saved ? (
        <Alert variant="success" title="Saved">
          {`${capital(what)}’s changes are saved.`}
        </Alert>
      ) : null}
      {props.canUpdate ? (
        <div className={toolbar}>
          <Button type="submit" isPending={props.saving}>
            Save
          </Button>
          <Link variant="button" href={props.backHref}>
            Cancel
          </Link>
        </div>
      ) : (
        <div className={stack}>
          <p className={muted}>{`You may look at ${This}; changing it needs another role.`}</p>
          <Link href={props.backHref}>{props.backText}</Link>
        </div>
      )}
    </>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
