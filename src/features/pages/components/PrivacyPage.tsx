import { LegalDocument } from './LegalDocument';
import {
  PRIVACY_INTRO,
  PRIVACY_LAST_UPDATED,
  PRIVACY_SECTIONS,
  PRIVACY_TITLE,
} from '../content/privacy-content';

export function PrivacyPage() {
  return (
    <LegalDocument
      title={PRIVACY_TITLE}
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}

export default PrivacyPage;
