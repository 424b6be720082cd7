import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { imageUploadProblem, TOO_MANY_ATTEMPTS, UPLOAD_FAILED } from '../../../../domain';
import { useToast } from '../../../../components/toast/toast-context';
import type { DjImageKind } from '../../api/image-path';
import { callableErrorMessage } from '../../../../lib/firebase/callable-error';
import { useAttemptLimiter } from '../../../../lib/use-attempt-limiter';
import { useStorageAvailable } from '../../hooks/use-storage-available';
import { FallbackImage } from '../../../../components/media/FallbackImage';
import { FALLBACK_DJ_COVER, FALLBACK_DJ_PHOTO } from '../../../../components/media/fallback-images';

const previewSx = { objectFit: 'cover', borderRadius: 2, bgcolor: 'action.hover' } as const;
const coverPreviewSx = {
  width: '100%',
  maxWidth: 480,
  height: 'auto',
  aspectRatio: '3 / 1',
} as const;

export const UPLOAD_SUCCESSFUL = {
  title: 'Upload Successful',
  description: 'Your image has been uploaded.',
} as const;
export const UPLOAD_UNAVAILABLE =
  'Photo upload is unavailable right now. You can continue without a photo: a default image is shown until you add one.';

interface ImageUploadFieldProps {
  kind: DjImageKind;
  label: string;
  /** The stored image URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Lets the form hold its submit while an upload runs. */
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
  /**
   * Why the stored address was refused (the form's or the server's check), shown under the
   * field: there is no box to mark, and the toast names the field too (decision 0037).
   */
  error?: string | undefined;
}

/**
 * A profile photo or cover: checked (type, size, rate) before anything is
 * sent, previewed at once, uploaded with progress; on failure the preview
 * goes back to what was there before.
 */
export function ImageUploadField({
  kind,
  label,
  value,
  onChange,
  onBusyChange,
  disabled,
  error,
}: ImageUploadFieldProps) {
  const toast = useToast();
  const availability = useStorageAvailable();
  const tryAttempt = useAttemptLimiter('image_upload');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Lets the same file be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = imageUploadProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (!tryAttempt()) {
      toast({ title: UPLOAD_FAILED.title, description: TOO_MANY_ATTEMPTS, variant: 'destructive' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange(true);
    try {
      const { uploadDjImage } = await import('../../api/upload-dj-image');
      const url = await uploadDjImage(kind, file, setProgress);
      onChange(url);
      toast(UPLOAD_SUCCESSFUL);
    } catch (error) {
      console.warn('Image upload failed', error);
      // The server's refusals (its hourly limit, an account that may not upload) say why;
      // anything else gets the spec's generic notice.
      toast({
        title: UPLOAD_FAILED.title,
        description: callableErrorMessage(error, UPLOAD_FAILED.description),
        variant: 'destructive',
      });
    } finally {
      setPreview(null);
      setProgress(null);
      onBusyChange(false);
    }
  };

  const isCover = kind === 'cover';
  const uploading = progress !== null;
  return (
    <Box>
      <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction={isCover ? 'column' : 'row'} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FallbackImage
          src={preview ?? (value || null)}
          fallback={isCover ? FALLBACK_DJ_COVER : FALLBACK_DJ_PHOTO}
          alt={`${label} preview`}
          width={isCover ? 480 : 96}
          height={isCover ? 160 : 96}
          sx={isCover ? { ...previewSx, ...coverPreviewSx } : previewSx}
        />
        <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
          {availability === 'available' && (
            <>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/*"
                hidden
                onChange={(event) => void pick(event)}
              />
              <Box>
                <Button
                  variant="outlined"
                  onClick={() => input.current?.click()}
                  disabled={disabled || uploading}
                  aria-describedby={error ? errorId : undefined}
                >
                  {value ? `Change ${label}` : `Upload ${label}`}
                </Button>
              </Box>
              <Typography variant="body2" color="text.secondary">
                JPG, PNG, GIF or WebP, smaller than 5MB.
              </Typography>
            </>
          )}
          {availability === 'checking' && (
            <Typography variant="body2" color="text.secondary">
              Checking photo upload…
            </Typography>
          )}
          {availability === 'unavailable' && (
            <Alert severity="info" data-testid={`upload-unavailable-${kind}`}>
              {UPLOAD_UNAVAILABLE}
            </Alert>
          )}
          {error && (
            <Box data-testid={`image-error-${kind}`}>
              <FormHelperText id={errorId} error sx={{ mx: 0 }}>
                {error}
              </FormHelperText>
              {/* A way out where uploads are unavailable: the fallback image is shown instead. */}
              {value && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => onChange('')}
                  disabled={disabled || uploading}
                >
                  {`Remove ${label}`}
                </Button>
              )}
            </Box>
          )}
          {uploading && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={`Uploading ${label}`}
            />
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
