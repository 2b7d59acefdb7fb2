export {
  DEFAULT_SEARCH_TEXT,
  PlateInput,
  YELLOW_PLATE_LABEL,
  type PlateInputHandle,
  type PlateInputProps,
} from './plate-input';
