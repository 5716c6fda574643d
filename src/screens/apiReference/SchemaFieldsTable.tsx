import { DataTable } from '../../ui/DataTable';
import { code, fieldFacts, fieldName, limits as limitsClass, muted } from './apiReference.css';
import { BreakableCode } from './BreakableCode';
import type { SchemaField } from './referenceModel';

/**
 * The fields of a body or of the error answer. Two columns, so that a body stays readable on a
 * phone: the field with its type and whether it is required, then its limits and description.
 */
export function SchemaFieldsTable(props: { caption: string; fields: readonly SchemaField[] }) {
  return (
    <DataTable
      caption={props.caption}
      rows={props.fields}
      rowKey={(f) => f.name}
      emptyText="No fields."
      columns={[
        {
          key: 'name',
          header: 'Field',
          render: (f) => (
            <div className={fieldFacts}>
              <BreakableCode text={f.name} breakBefore={/(?=[A-Z.])/} className={fieldName} />
              <span className={muted}>
                {f.type}, {f.required ? 'required' : 'optional'}
              </span>
            </div>
          ),
        },
        {
          key: 'rules',
          header: 'Limits and description',
          render: (f) => (
            <div className={fieldFacts}>
              {f.limits.length > 0 ? (
                <ul className={limitsClass}>
                  {f.limits.map((limit) => (
                    <li key={limit} className={code}>
                      {limit}
                    </li>
                  ))}
                </ul>
              ) : null}
              {f.description ? <p>{f.description}</p> : null}
            </div>
          ),
        },
      ]}
    />
  );
}
