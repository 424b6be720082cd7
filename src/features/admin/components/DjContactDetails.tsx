import Typography from '@mui/material/Typography';
import { useDjContact } from '../api/use-dj-contact';

/** The DJ's private phone and e-mail, read when an admin opens them. */
export function DjContactDetails({ djId }: { djId: string }) {
  const state = useDjContact(djId, true);
  if (state.status === 'loading' || state.status === 'idle') {
    return <Typography variant="body2">Loading contact details…</Typography>;
  }
  if (state.status === 'error') {
    return (
      <Typography variant="body2" color="error">
        Failed to load contact details.
      </Typography>
    );
  }
  const { email, phone } = state.contact;
  if (!email && !phone) return <Typography variant="body2">No contact details.</Typography>;
  return (
    <Typography variant="body2" component="div">
      {email && (
        <div>
          E-mail: <a href={`mailto:${email}`}>{email}</a>
        </div>
      )}
      {phone && <div>Phone: {phone}</div>}
    </Typography>
  );
}
