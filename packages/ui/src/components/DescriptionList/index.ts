export {
  DESCRIPTION_LIST_COLUMNS,
  DESCRIPTION_LIST_LAYOUTS,
  DESCRIPTION_LIST_SIZES,
  DescriptionList,
  type DescriptionListColumns,
  type DescriptionListItem,
  type DescriptionListLayout,
  type DescriptionListProps,
  type DescriptionListSize,
} from './DescriptionList';
