export { MODAL_SIZES, Modal, type ModalProps, type ModalSize } from './Modal';
