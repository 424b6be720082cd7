import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SvgIcon from '@mui/material/SvgIcon';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <SvgIcon fontSize="small">
      <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
      {crossed && <path d="M3.3 2 2 3.3 20.7 22l1.3-1.3z" />}
    </SvgIcon>
  );
}

/** A password input with a show/hide toggle that keyboard users can reach. */
export function PasswordField(props: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                disabled={props.disabled}
              >
                <EyeIcon crossed={visible} />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
