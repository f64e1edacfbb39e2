export { SIGNATURE_PEN, SignaturePad, type SignaturePadProps } from './SignaturePad';
