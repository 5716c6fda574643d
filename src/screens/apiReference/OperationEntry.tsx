import { useId } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { DetailList } from '../../ui/DetailList';
import { code, operation, operationHeading } from './apiReference.css';
import { BreakableCode } from './BreakableCode';
import type { ReferenceOperation } from './referenceModel';
import { SchemaFieldsTable } from './SchemaFieldsTable';

const METHOD_TONE: Record<string, BadgeTone> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'danger',
};

/** One operation: method and path as its heading, its summary, access, parameters and body. */
export function OperationEntry({ op }: { op: ReferenceOperation }) {
  const headingId = useId();
  const details = [
    { label: 'Access', value: op.permission },
    ...(op.account ? [{ label: 'Account acted on', value: op.account }] : []),
    ...(op.pathParameters.length > 0
      ? [{ label: 'Path parameters', value: <code className={code}>{op.pathParameters.join(', ')}</code> }]
      : []),
  ];
  return (
    <article aria-labelledby={headingId} className={operation}>
      <h3 id={headingId} className={operationHeading}>
        <Badge tone={METHOD_TONE[op.method] ?? 'neutral'}>{op.method}</Badge>{' '}
        <BreakableCode text={op.path} breakBefore={/(?=\/)/} className={code} />
      </h3>
      {op.summary ? <p>{op.summary}</p> : null}
      <DetailList items={details} />
      {op.queryParameters.length > 0 ? (
        <SchemaFieldsTable caption="Query parameters" fields={op.queryParameters} />
      ) : null}
      {op.body ? (
        <SchemaFieldsTable
          caption={`Body${op.body.schemaName ? `: ${op.body.schemaName}` : ''} (${op.body.contentType})`}
          fields={op.body.fields}
        />
      ) : null}
    </article>
  );
}
