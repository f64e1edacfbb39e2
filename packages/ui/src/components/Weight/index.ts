export { Weight, type WeightProps } from './Weight';
