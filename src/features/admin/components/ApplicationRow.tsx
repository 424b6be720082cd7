import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { priorModerationNote, type DjReviewAction } from '../../../domain/dj-applications';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import type { AdminDj } from '../model/admin-dj';
import { formatDay, formatRate } from './admin-format';
import { rowActions, statusChip } from './application-rows';
import { DjContactDetails } from './DjContactDetails';

interface ApplicationRowProps {
  dj: AdminDj;
  busy: boolean;
  onReview: (dj: AdminDj, action: DjReviewAction) => void;
  onDelete: (dj: AdminDj) => void;
}

/** One DJ profile with its status and the actions its status allows. */
export function ApplicationRow({ dj, busy, onReview, onDelete }: ApplicationRowProps) {
  const [showContact, setShowContact] = useState(false);
  const contactId = useId();
  const chip = statusChip(dj);
  return (
    <Box
      component="li"
      data-testid="application-row"
      aria-label={dj.name}
      // Focused by the list when the row that had focus leaves it (ApplicationList).
      tabIndex={-1}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', listStyle: 'none', ...FOCUS_TARGET_SX }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Avatar
          src={dj.photoUrl ?? undefined}
          alt={`Photo of ${dj.name}`}
          sx={{ width: 56, height: 56 }}
        >
          {dj.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
              <Link component={RouterLink} to={`/dj/${dj.id}`}>
                {dj.name}
              </Link>
            </Typography>
            <Chip size="small" label={chip.label} color={chip.color} data-testid="dj-status" />
          </Stack>
          {dj.priorModeration && (
            <Typography variant="body2" color="warning.main" data-testid="prior-moderation">
              {priorModerationNote(dj.priorModeration)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {dj.location || 'No location'} ·{' '}
            <span data-testid="dj-rate">{formatRate(dj.hourlyRateCents)}</span> · Applied{' '}
            {formatDay(dj.createdAt)}
          </Typography>
          {dj.genres.length > 0 && (
            <Stack direction="row" sx={{ mt: 1, gap: 0.5, flexWrap: 'wrap' }}>
              {dj.genres.map((genre) => (
                <Chip key={genre} label={genre} size="small" variant="outlined" />
              ))}
            </Stack>
          )}
          <Box sx={{ mt: 1 }}>
            <Button
              size="small"
              onClick={() => setShowContact((shown) => !shown)}
              aria-expanded={showContact}
              aria-controls={contactId}
              aria-label={`${showContact ? 'Hide' : 'Show'} contact details of ${dj.name}`}
            >
              {showContact ? 'Hide contact' : 'Show contact'}
            </Button>
            <Box id={contactId} hidden={!showContact}>
              {showContact && <DjContactDetails djId={dj.id} />}
            </Box>
          </Box>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          {rowActions(dj).map((a) => (
            <Button
              key={a.action}
              variant="contained"
              color={a.color}
              size="small"
              disabled={busy}
              aria-label={a.ariaLabel}
              onClick={() => onReview(dj, a.action)}
            >
              {a.label}
            </Button>
          ))}
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={busy}
            aria-label={`Delete ${dj.name}`}
            onClick={() => onDelete(dj)}
          >
            Delete
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
