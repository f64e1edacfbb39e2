export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
/** The class itself, for an element that must stay what it is (an input, a label). */
export { visuallyHidden } from './VisuallyHidden.css';
