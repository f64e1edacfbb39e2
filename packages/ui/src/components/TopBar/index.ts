export {
  NAV_POSITIONS,
  type NavPosition,
  TopBar,
  type TopBarItem,
  type TopBarProps,
} from './TopBar';
