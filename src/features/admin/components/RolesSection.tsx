import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { GENERIC_ERROR } from '../../../domain/messages';
import { useSession } from '../../../lib/session/session-context';
import { lookupUser, type FoundUser } from '../../../lib/firebase/callables';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import { AdminSection } from './AdminSection';
import { UserRoleEditor } from './UserRoleEditor';

/** Find a user by e-mail (`lookupUser`) and change their role (`setUserRole`). */
export function RolesSection() {
  const session = useSession();
  const selfUid = session.status === 'signed-in' ? session.user.uid : null;
  const [email, setEmail] = useState('');
  const [searching, setSearching] = useState(false);
  const [user, setUser] = useState<FoundUser | null>(null);
  const [error, setError] = useState<string | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    if (!wanted) {
      setError('Enter an email address.');
      return;
    }
    setSearching(true);
    setError(null);
    setUser(null);
    try {
      const result = await lookupUser({ email: wanted });
      if (result.found) setUser(result);
      else setError(result.message);
    } catch (e) {
      console.warn('lookupUser failed', e);
      setError(callableErrorMessage(e, GENERIC_ERROR));
    } finally {
      setSearching(false);
    }
  };

  return (
    <AdminSection
      title="User roles"
      description="Find a user by e-mail to see or change their role."
    >
      <Box component="form" onSubmit={(e) => void find(e)} noValidate aria-label="Find a user">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="User email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
            size="small"
            sx={{ minWidth: { sm: 320 } }}
          />
          <Button type="submit" variant="contained" disabled={searching}>
            {searching ? 'Searching…' : 'Find User'}
          </Button>
        </Stack>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {user && (
        <UserRoleEditor
          key={user.uid}
          user={user}
          isSelf={user.uid === selfUid}
          onSaved={(role) => setUser({ ...user, role })}
        />
      )}
    </AdminSection>
  );
}
