// The API reference (decision 0071): the platform's operations by service family, each with the
// access it needs and its body's fields, filtered by path, summary or permission. Props only.
import { useId, useMemo, useState } from 'react';
import type { ApiReferenceDocument } from '../../api/apiReference';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingState } from '../../ui/LoadingState';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { familyHeading, filterRow, muted, operationList, stack } from './apiReference.css';
import { OperationEntry } from './OperationEntry';
import { fieldsOf, filterOperations, groupByFamily, operationsOf } from './referenceModel';
import { SchemaFieldsTable } from './SchemaFieldsTable';

export interface ApiReferenceViewProps {
  title: string;
  document?: ApiReferenceDocument;
  loading: boolean;
  error?: string;
  onRetry?(): void;
}

export function ApiReferenceView(props: ApiReferenceViewProps) {
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      {props.error ? (
        <Alert variant="error" title="The API reference could not be loaded.">
          <div className={stack}>
            <p>{props.error}</p>
            {props.onRetry ? (
              <div>
                <Button variant="secondary" onPress={props.onRetry}>
                  Try again
                </Button>
              </div>
            ) : null}
          </div>
        </Alert>
      ) : props.document ? (
        <Reference document={props.document} />
      ) : props.loading ? (
        <LoadingState label="Loading the API reference…" />
      ) : null}
    </div>
  );
}

function Reference({ document: doc }: { document: ApiReferenceDocument }) {
  const [text, setText] = useState('');
  const operations = useMemo(() => operationsOf(doc), [doc]);
  const shown = filterOperations(operations, text);
  const schemas = doc.components?.schemas ?? {};
  const errorShape = schemas.Error;
  const countId = useId();
  return (
    <>
      <Card title={`${doc.info.title} ${doc.info.version}`}>
        {doc.info.description ? <p>{doc.info.description}</p> : null}
        <p className={muted}>OpenAPI {doc.openapi}. The document itself is at GET /openapi.json.</p>
      </Card>
      <search aria-label="Operations" className={filterRow}>
        <TextField
          label="Filter operations"
          description="Part of a path, a summary or a permission key"
          type="search"
          value={text}
          onChange={setText}
          aria-describedby={countId}
        />
        <p id={countId} role="status" className={muted}>
          {shown.length === operations.length
            ? `${operations.length} operations`
            : `${shown.length} of ${operations.length} operations match`}
        </p>
      </search>
      {shown.length === 0 ? (
        <EmptyState
          title={`No operation matches “${text.trim()}”.`}
          description="Try part of a path (users), a summary (Add a user) or a permission key (read:users)."
          action={
            <Button variant="secondary" onPress={() => setText('')}>
              Clear the filter
            </Button>
          }
        />
      ) : (
        groupByFamily(shown).map((group) => <FamilySection key={group.family} {...group} />)
      )}
      {errorShape ? (
        <Card title="Error answers">
          <p>
            Every refused call answers with this shape (400, 401, 403, 404…); a 400 names each refused field
            in <code>errors</code>.
          </p>
          <SchemaFieldsTable caption="Error" fields={fieldsOf(errorShape, schemas)} />
        </Card>
      ) : null}
    </>
  );
}

function FamilySection(props: ReturnType<typeof groupByFamily>[number]) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={stack}>
      <h2 id={headingId} className={familyHeading}>
        {props.family} <span className={muted}>({props.operations.length})</span>
      </h2>
      <ul className={operationList}>
        {props.operations.map((op) => (
          <li key={op.key}>
            <OperationEntry op={op} />
          </li>
        ))}
      </ul>
    </section>
  );
}
