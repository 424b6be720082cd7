import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { GENERIC_ERROR } from '../../../domain/messages';
import { isRole, ROLES, type Role } from '../../../domain/roles';
import { setUserRole, type FoundUser } from '../../../lib/firebase/callables';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import { ROLE_NAMES, roleName } from './admin-format';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';

interface UserRoleEditorProps {
  user: FoundUser;
  /** The signed-in admin: the server refuses a change of one's own role, so no control is offered. */
  isSelf: boolean;
  onSaved: (role: Role) => void;
}

export function UserRoleEditor({ user, isSelf, onSaved }: UserRoleEditorProps) {
  const toast = useToast();
  const [role, setRole] = useState<Role>(user.role ?? 'client');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unchanged = role === user.role;

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    setError(null);
    try {
      const result = await setUserRole({ uid: user.uid, role });
      onSaved(result.role);
      toast({
        title: 'Role Updated',
        description: `${user.email} is now ${roleName(result.role)}.`,
      });
    } catch (e) {
      console.warn('setUserRole failed', e);
      setError(callableErrorMessage(e, GENERIC_ERROR));
    } finally {
      setSaving(false);
    }
  };

  // Granting admin hands over every power of this page, so it is asked twice.
  const submit = () => (role === 'admin' ? setConfirming(true) : void save());

  return (
    <Paper variant="outlined" sx={{ mt: 2, p: 2 }} data-testid="user-role-editor">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
      >
        <Typography component="dt" color="text.secondary">
          Email
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="user-email">
          {user.email}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Name
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="user-name">
          {user.displayName || '—'}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Current role
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="user-role">
          {roleName(user.role)}
          {user.disabled ? ' (account disabled)' : ''}
        </Typography>
      </Box>
      {isSelf ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          This is your own account. Another admin has to change your role.
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField
            select
            label="New role"
            value={role}
            onChange={(e) => {
              if (isRole(e.target.value)) setRole(e.target.value);
            }}
            size="small"
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 160 }}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </TextField>
          <Button variant="contained" onClick={submit} disabled={saving || unchanged}>
            {saving ? 'Saving…' : 'Save Role'}
          </Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title="Grant admin access?"
        message={`${user.email} will be able to review DJ applications, change anyone's role and read security events.`}
        confirmLabel="Grant Admin"
        destructive
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
