export {
  CHECKLIST,
  type ChecklistCategoryDefinition,
  type ChecklistItemDefinition,
  checklistCategoryLabel,
  checklistItemLabel,
  ITEM_STATUS_OPTIONS,
  ITEM_STATUS_PLACEHOLDER,
  WEATHER_OPTIONS,
  type WeatherOption,
  weatherLabel,
} from './checklist';
export {
  type DueSummary,
  dueSummary,
  dueSummaryAt,
  INSPECTION_INTERVAL_DAYS,
  INSPECTION_STATUSES,
  inspectionStatusAt,
  nextInspectionDue,
  type SiteInspectionStatus,
  siteDueDate,
  siteInspectionStatus,
} from './due';
export { inspectionFromSave, refusedSave } from './from-save';
export {
  hasInspectionData,
  type InspectionDetailCategory,
  type InspectionDetailItem,
  inspectionDetailCategories,
  inspectionLastUpdated,
  inspectionResultTone,
  inspectionsNewestFirst,
  itemStatusLabel,
  itemStatusTone,
  siteNextDue,
  withSavedInspection,
} from './history';
export { type ImageRefusal, refusedImage } from './image-refusal';
export { type InspectionMetrics, inspectionMetrics, type MetricsInput } from './metrics';
export {
  boundedPhotoSize,
  PHOTO_JPEG_QUALITY,
  PHOTO_MAX_DATA_URL_CHARS,
  PHOTO_MAX_EDGE_PX,
  PHOTO_MAX_FILE_BYTES,
  type PhotoFileProblem,
  type PhotoPayloadProblem,
  photoFileProblem,
  photoPayloadProblem,
} from './photos';
export {
  type InspectionReport,
  inspectionReport,
  type ReportMatter,
  type ReportParticular,
  reportMatters,
} from './report';
export {
  type InspectionResult,
  inspectionResult,
  NOTES_PREVIEW_LENGTH,
  notesPreview,
} from './result';
export { INSPECTION_STATUS_LABELS, inspectionStatusTone, type Tone } from './tone';
