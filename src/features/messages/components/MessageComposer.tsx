import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { MESSAGE_INPUT_HINT, MESSAGE_MAX_LENGTH } from '../../../domain/message-validation';

interface Props {
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
}

/** The chat input: grows to 120 px, Enter sends, Shift+Enter adds a line, counter out of 1000. */
export function MessageComposer({ value, error, disabled, onChange, onSend }: Props) {
  const canSend = !disabled && value.trim() !== '' && value.length <= MESSAGE_MAX_LENGTH && !error;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) onSend();
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          multiline
          minRows={1}
          fullWidth
          size="small"
          error={error !== null}
          disabled={disabled}
          slotProps={{
            htmlInput: {
              'aria-label': 'Message',
              'aria-describedby': 'chat-hint chat-counter chat-error',
              maxLength: MESSAGE_MAX_LENGTH,
            },
          }}
          sx={{ '& textarea': { maxHeight: 120, overflowY: 'auto !important' } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label="Send message"
          disabled={!canSend}
          sx={{ mb: 0.25 }}
        >
          <SvgIcon>
            <path d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />
          </SvgIcon>
        </IconButton>
      </Box>
      {error && (
        <FormHelperText id="chat-error" error role="alert">
          {error}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography id="chat-hint" variant="caption" color="text.secondary">
          {MESSAGE_INPUT_HINT}
        </Typography>
        <Typography id="chat-counter" variant="caption" color="text.secondary">
          {value.length}/{MESSAGE_MAX_LENGTH}
        </Typography>
      </Box>
    </Box>
  );
}
