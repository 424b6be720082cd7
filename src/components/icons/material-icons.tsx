import { createSvgIcon } from '@mui/material/utils';

/*
 * Material Design icon paths (Apache 2.0), inline instead of the whole @mui/icons-material
 * package. Each icon is defined once here; features import the ones they draw.
 */
const MATERIAL_PATHS = {
  Add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  Calendar:
    'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z',
  Camera:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6m8-4h-3.17L15 3H9L7.17 5H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m-8 13c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5',
  Chat: 'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2',
  ChevronLeft: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  ChevronRight: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  Headphones:
    'M12 1c-4.97 0-9 4.03-9 9v7c0 1.66 1.34 3 3 3h3v-8H5v-2c0-3.87 3.13-7 7-7s7 3.13 7 7v2h-4v8h3c1.66 0 3-1.34 3-3v-7c0-4.97-4.03-9-9-9',
  Image:
    'M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2M8.5 13.5l2.5 3.01L14.5 12l4.5 6H5z',
  MusicNote: 'M12 3v10.55c-.59-.34-1.27-.55-2-.55-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4V7h4V3z',
  OpenInNew:
    'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z',
  Place:
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  Search:
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  Star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  Ticket:
    'M22 10V6c0-1.11-.9-2-2-2H4c-1.1 0-1.99.89-1.99 2v4c1.1 0 1.99.9 1.99 2s-.89 2-2 2v4c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2v-4c-1.1 0-2-.9-2-2s.9-2 2-2m-9 7.5h-2v-2h2zm0-4.5h-2v-2h2zm0-4.5h-2v-2h2z',
  Verified:
    'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z',
  Video:
    'M17 10.5V7c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.55 0 1-.45 1-1v-3.5l4 4v-11z',
} as const;

/** Like MUI's own icons, each renders with data-testid `<Name>Icon`. */
const materialIcon = (name: keyof typeof MATERIAL_PATHS) =>
  createSvgIcon(<path d={MATERIAL_PATHS[name]} />, name);

export const AddIcon = /* @__PURE__ */ materialIcon('Add');
export const CalendarIcon = /* @__PURE__ */ materialIcon('Calendar');
export const CameraIcon = /* @__PURE__ */ materialIcon('Camera');
export const ChatIcon = /* @__PURE__ */ materialIcon('Chat');
export const ChevronLeftIcon = /* @__PURE__ */ materialIcon('ChevronLeft');
export const ChevronRightIcon = /* @__PURE__ */ materialIcon('ChevronRight');
export const HeadphonesIcon = /* @__PURE__ */ materialIcon('Headphones');
export const ImageIcon = /* @__PURE__ */ materialIcon('Image');
export const MusicNoteIcon = /* @__PURE__ */ materialIcon('MusicNote');
export const OpenInNewIcon = /* @__PURE__ */ materialIcon('OpenInNew');
export const PlaceIcon = /* @__PURE__ */ materialIcon('Place');
export const SearchIcon = /* @__PURE__ */ materialIcon('Search');
export const StarIcon = /* @__PURE__ */ materialIcon('Star');
export const TicketIcon = /* @__PURE__ */ materialIcon('Ticket');
export const VerifiedIcon = /* @__PURE__ */ materialIcon('Verified');
export const VideoIcon = /* @__PURE__ */ materialIcon('Video');
