import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form } from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'className' | 'style'> {}

/**
 * RAC's Form laid out as a column. Validation defaults to 'aria': the browser's own bubbles are
 * not used, fields show our messages through FieldError, and the view decides whether to submit.
 */
export function Form({ validationBehavior = 'aria', ...props }: FormProps) {
  return <RACForm {...props} validationBehavior={validationBehavior} className={form} />;
}
