export { Field, type FieldControlProps, type FieldLabelProps, type FieldProps } from './Field';
