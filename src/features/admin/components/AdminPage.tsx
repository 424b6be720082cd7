import Stack from '@mui/material/Stack';
import { PageShell } from '../../../components/layout/PageShell';
import { ApplicationsSection } from './ApplicationsSection';
import { AutoAcceptCard } from './AutoAcceptCard';
import { ContactMessagesSection } from './ContactMessagesSection';
import { DjCancellationsSection } from './DjCancellationsSection';
import { PayoutsSection } from './PayoutsSection';
import { RolesSection } from './RolesSection';
import { SecurityEventsSection } from './SecurityEventsSection';

/**
 * /admin. The route guard shows it to admins only (by the role claim); the
 * rules and callables check the claim again for everything it reads or does.
 */
export function AdminPage() {
  return (
    <PageShell
      title="Admin Panel"
      subtitle="Review DJ applications, manage roles and keep Spinbook trustworthy."
    >
      <Stack spacing={4}>
        <AutoAcceptCard />
        <ApplicationsSection />
        <DjCancellationsSection />
        <RolesSection />
        <PayoutsSection />
        <SecurityEventsSection />
        <ContactMessagesSection />
      </Stack>
    </PageShell>
  );
}
