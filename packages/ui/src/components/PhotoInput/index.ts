export { PhotoInput, type PhotoInputProps } from './PhotoInput';
export { PHOTO_LOAD_ERROR, readFileAsDataUrl } from './readPhoto';
