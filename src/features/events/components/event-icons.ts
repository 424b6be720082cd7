// The icons the events board draws, from the app's one set of inline Material icons.
export {
  AddIcon,
  CalendarIcon,
  HeadphonesIcon,
  OpenInNewIcon,
  PlaceIcon,
  SearchIcon,
} from '../../../components/icons/material-icons';
