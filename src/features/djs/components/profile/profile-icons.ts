// The icons the DJ profile draws, from the app's one set of inline Material icons.
export {
  ChatIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  HeadphonesIcon,
  MusicNoteIcon,
  PlaceIcon,
  StarIcon,
  VerifiedIcon,
  VideoIcon,
} from '../../../../components/icons/material-icons';
