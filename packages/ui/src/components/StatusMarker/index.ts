export { StatusMarker, type StatusMarkerProps } from './StatusMarker';
