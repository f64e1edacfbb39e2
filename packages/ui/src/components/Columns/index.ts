export {
  COLUMN_WIDTHS,
  COLUMNS_ALIGN_Y,
  COLUMNS_COLLAPSE,
  Column,
  type ColumnProps,
  Columns,
  type ColumnsAlignY,
  type ColumnsCollapse,
  type ColumnsProps,
  type ColumnWidth,
} from './Columns';
